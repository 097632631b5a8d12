import type { ApiIntegrationWithSecret } from "@coursewright/course-model";
import { ActionIcon, Alert, Code, CopyButton, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

function CopyableValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={`${testId}-label`}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code
          block
          style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}
          aria-labelledby={`${testId}-label`}
          data-testid={testId}
          dir="ltr"
        >
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("integrations.secret.copied") : t("integrations.secret.copy")} withArrow>
              <ActionIcon
                variant="light"
                size="lg"
                color={copied ? "green" : "brand"}
                onClick={copy}
                aria-label={t("integrations.secret.copy_named", { name: label })}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** The credentials right after create or regenerate: the only time the secret is ever on screen. */
export function SecretPanel({ integration }: { integration: ApiIntegrationWithSecret }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }} data-testid="integration-secret-panel">
      <Stack gap="md">
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t("integrations.secret.title")}
        >
          {t("integrations.secret.shown_once")}
        </Alert>
        <CopyableValue
          label={t("integrations.client_id")}
          value={integration.client_id}
          testId="integration-client-id"
        />
        <CopyableValue
          label={t("integrations.client_secret")}
          value={integration.client_secret}
          testId="integration-client-secret"
        />
      </Stack>
    </Paper>
  );
}
