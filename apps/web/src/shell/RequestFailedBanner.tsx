import { Alert, Button, Group, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { markRequestSucceeded, useRequestState } from "../api/requestState";

/** The "server request failed" state of spec 8: shown until a request succeeds or the user retries. */
export function RequestFailedBanner() {
  const { t } = useTranslation();
  const failed = useRequestState((s) => s.failed);
  const queryClient = useQueryClient();
  if (!failed) return null;
  const retry = () => {
    markRequestSucceeded();
    void queryClient.refetchQueries({ type: "active" });
  };
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      role="alert"
      mb="md"
      title={t("errors_ui.request_failed_title")}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t("errors_ui.request_failed")}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={retry}
        >
          {t("common.retry")}
        </Button>
      </Group>
    </Alert>
  );
}
