import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled group of settings on its own card. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
