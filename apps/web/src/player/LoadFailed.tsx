import { Alert, Button, Center, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { retry } from "./playerStore";
import "./extras";

/** The course or its first page could not be loaded: why, and a retry. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <Center mih="70dvh" p="md">
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t("player.load_failed_title")}
        maw={520}
        data-testid="player-load-error"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t("player.load_failed")}</Text>
          <Button
            size="xs"
            variant="white"
            color="red"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={retry}
          >
            {t("common.retry")}
          </Button>
        </Stack>
      </Alert>
    </Center>
  );
}
