import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { DownloadButton } from "./DownloadButton";

interface SectionProps {
  title: string;
  description?: string;
  /** Downloads the section's table as CSV. */
  onDownload?: () => Promise<void>;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card of the report, with its CSV download. */
export function Section({ title, description, onDownload, actions, children, testId }: SectionProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: "sm", sm: "lg" }} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
            <Title order={2} size="h4">
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          <Group gap="xs">
            {actions}
            {onDownload && <DownloadButton onDownload={onDownload} />}
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
