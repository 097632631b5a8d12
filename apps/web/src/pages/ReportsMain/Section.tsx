import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

interface SectionProps {
  title: string;
  description?: string;
  /** Downloads the section's table as CSV; the button shows while it runs. */
  onDownload?: () => Promise<void>;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** A titled card of the report, with its CSV download. */
export function Section({ title, description, onDownload, actions, children, testId }: SectionProps) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    if (!onDownload) return;
    setDownloading(true);
    try {
      await onDownload();
    } catch {
      notifications.show({ message: t("reports.download_failed"), color: "red", withBorder: true });
    } finally {
      setDownloading(false);
    }
  };
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
            {onDownload && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={downloading}
                onClick={() => void download()}
              >
                {t("reports.download_csv")}
              </Button>
            )}
          </Group>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
