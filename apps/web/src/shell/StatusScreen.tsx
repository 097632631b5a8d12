import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { GuestLayout } from "./GuestLayout";
import { useDocumentTitle } from "./PageTitle";
import { useInShell } from "./ShellContext";

export interface StatusAction {
  label: string;
  to: string;
  variant?: "filled" | "default" | "light";
}

/** A one-message screen (404, access denied, maintenance, ...): in the sidebar frame or on its own card. */
export function StatusScreen({
  icon,
  color = "brand",
  title,
  text,
  actions = [],
  children,
}: {
  icon: ReactNode;
  color?: string;
  title: string;
  text: string;
  actions?: StatusAction[];
  children?: ReactNode;
}) {
  const inShell = useInShell();
  useDocumentTitle(title);
  const body = (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2">
        {title}
      </Title>
      {/* The screen's message, not a side note: Mantine's "dimmed" grey is below 4.5:1 on white. */}
      <Text c="gray.7" maw={420}>
        {text}
      </Text>
      {children}
      {actions.length > 0 && (
        <Group justify="center" gap="sm" mt="xs">
          {actions.map((action) => (
            <Button key={action.to} component={Link} to={action.to} variant={action.variant ?? "filled"}>
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
  if (!inShell) return <GuestLayout>{body}</GuestLayout>;
  return (
    <Box maw={640} mx="auto" mt={{ base: "md", sm: 60 }}>
      <Paper component="section" radius="lg" p={{ base: "lg", sm: 40 }} withBorder shadow="xs">
        {body}
      </Paper>
    </Box>
  );
}
