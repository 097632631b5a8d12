import type { ApiIntegration } from "@coursewright/course-model";
import { Badge, Button, Code, Group, Paper, Stack, Text } from "@mantine/core";
import { IconPencil, IconPlugOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFormatDate } from "../../i18n/format";

/** One integration: what identifies it (title, client id), where it may embed, when it was made, and actions. */
export function IntegrationRow({ integration, onRevoke }: { integration: ApiIntegration; onRevoke(): void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Paper withBorder radius="lg" p="md" component="li" data-testid="integration-row">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Text
            fw={600}
            dir="auto"
            style={{ overflowWrap: "anywhere", minWidth: 0, flex: 1 }}
            data-testid="integration-row-title"
          >
            {integration.title}
          </Text>
          <Group gap="xs">
            <Button
              component={Link}
              to={`/integrationsApi/edit/${integration.id}`}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} aria-hidden />}
              aria-label={t("integrations.list.edit_named", { title: integration.title })}
            >
              {t("integrations.list.edit")}
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconPlugOff size={14} aria-hidden />}
              onClick={onRevoke}
              aria-label={t("integrations.list.revoke_named", { title: integration.title })}
              data-testid="integration-row-revoke"
            >
              {t("integrations.list.revoke")}
            </Button>
          </Group>
        </Group>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t("integrations.client_id")}
          </Text>
          <Code dir="ltr" style={{ overflowWrap: "anywhere" }} data-testid="integration-row-client-id">
            {integration.client_id}
          </Code>
        </Group>
        <Group gap={6}>
          <Text size="xs" c="dimmed">
            {t("integrations.list.origins")}
          </Text>
          {integration.allowed_origins.length === 0 ? (
            <Text size="xs" c="dimmed" fs="italic">
              {t("integrations.list.no_origins")}
            </Text>
          ) : (
            integration.allowed_origins.map((origin) => (
              <Badge key={origin} variant="light" color="gray" tt="none" dir="ltr">
                {origin}
              </Badge>
            ))
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t("integrations.list.created", { date: formatDate(integration.created_at) })}
          {integration.last_used_at &&
            ` · ${t("integrations.list.last_used", { date: formatDate(integration.last_used_at) })}`}
        </Text>
      </Stack>
    </Paper>
  );
}
