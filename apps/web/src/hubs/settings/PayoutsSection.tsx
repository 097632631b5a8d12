import type { PayoutStatus } from "@coursewright/course-model";
import { Alert, Badge, Button, Group, List, Skeleton, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconBuildingBank, IconExternalLink, IconFlask } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { useConnectPayouts, usePayouts } from "../../selling/queries";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";

const STATUS_COLOR: Record<PayoutStatus, string> = { not_connected: "gray", pending: "yellow", active: "green" };

/**
 * The creator's payouts, seen from a hub's settings: whether sales can be paid into their account (one account for
 * all their hubs), what the provider still asks for, and the way to its onboarding. The provider sends the browser
 * back here with ?payouts=return.
 */
export function PayoutsSection({ hubId }: { hubId: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const payouts = usePayouts();
  const connect = useConnectPayouts(hubId);
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const returned = params.get("payouts") === "return";

  const start = () => {
    setError(null);
    connect.mutate(undefined, {
      onSuccess: (link) => {
        // The provider's hosted onboarding (or the test provider's page) comes back to this section.
        setLeaving(true);
        window.location.assign(link.url);
      },
      onError: (failure) =>
        setError(
          showServerError(failure, { fields: [], setErrors: () => undefined }, t) ?? t("selling_admin.payouts.failed"),
        ),
    });
  };

  let body: ReactNode;
  if (payouts.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t("common.loading")}>
        <Skeleton h={28} w={160} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  } else if (payouts.isError) {
    body = (
      <LoadErrorAlert
        title={t("selling_admin.payouts.load_failed_title")}
        text={t("selling_admin.payouts.load_failed")}
        onRetry={() => void payouts.refetch()}
        retrying={payouts.isFetching}
      />
    );
  } else {
    const { status, requirements, provider_mode } = payouts.data;
    body = (
      <Stack gap="md">
        {returned && status !== "active" && (
          <Alert color="blue" variant="light" data-testid="payouts-returned">
            {t("selling_admin.payouts.returned")}
          </Alert>
        )}
        <Group gap="sm">
          <Text fw={600} id="payouts-status-label">
            {t("selling_admin.payouts.status_label")}
          </Text>
          <Badge
            size="lg"
            variant="dot"
            color={STATUS_COLOR[status]}
            aria-describedby="payouts-status-label"
            data-testid="payouts-status"
            data-status={status}
          >
            {t(`selling_admin.payouts.status.${status}`)}
          </Badge>
          {provider_mode === "test" && (
            <Badge
              size="lg"
              variant="outline"
              color="orange.9"
              leftSection={<IconFlask size={14} aria-hidden />}
              data-testid="payouts-test-mode"
            >
              {t("selling_admin.payouts.test_mode")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t(`selling_admin.payouts.explain.${status}`)}</Text>
        {status === "pending" && requirements.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t("selling_admin.payouts.still_asked")}
            data-testid="payouts-requirements"
          >
            <List size="sm" spacing={2}>
              {requirements.map((requirement) => (
                <List.Item key={requirement}>{requirement}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {provider_mode === "test" && (
          <Text size="sm" c="dimmed">
            {t("selling_admin.payouts.test_mode_text")}
          </Text>
        )}
        <FormAlert message={error} />
        {status !== "active" && (
          <Group>
            <Button
              leftSection={<IconExternalLink size={16} aria-hidden className="cw-flip-rtl" />}
              loading={connect.isPending || leaving}
              onClick={start}
              data-testid="payouts-connect"
            >
              {status === "pending" ? t("selling_admin.payouts.continue") : t("selling_admin.payouts.connect")}
            </Button>
          </Group>
        )}
        <Alert
          variant="light"
          color={status === "active" ? "green" : "gray"}
          icon={<IconBuildingBank aria-hidden />}
          data-testid="payouts-buy-note"
        >
          {status === "active" ? t("selling_admin.payouts.buy_on") : t("selling_admin.payouts.buy_off")}
        </Alert>
      </Stack>
    );
  }

  return (
    <SettingsSection title={t("selling_admin.payouts.title")} hint={t("selling_admin.payouts.hint")} testId="payouts">
      {body}
    </SettingsSection>
  );
}
