import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface LoadErrorAlertProps {
  title: string;
  text: string;
  onRetry(): void;
  retrying: boolean;
  testId?: string;
}

/** What a screen shows when the thing it edits could not be loaded: why, and a retry button. */
export function LoadErrorAlert({ title, text, onRetry, retrying, testId }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      data-testid={testId}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          loading={retrying}
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
        >
          {t("common.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
