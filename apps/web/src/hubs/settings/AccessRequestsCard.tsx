import type { HubAccessRequest, HubVisibility } from "@coursewright/course-model";
import { Alert, Badge, Button, Group, Loader, Pagination, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconInfoCircle, IconX } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { useFormatDate } from "../../i18n/format";
import { SettingsSection } from "../../screenParts/SettingsSection";
import { notifySuccess } from "../../shell/notify";
import { useAccessRequests, useDecideAccessRequest } from "../queries";

const STATUS_COLORS = { pending: "orange", accepted: "green", refused: "gray" } as const;

/** People asking for a private hub: pending first, each accepted (a share and a mail) or refused (a polite mail). */
export function AccessRequestsCard({ hubId, visibility }: { hubId: number; visibility: HubVisibility }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const requests = useAccessRequests(hubId, page);
  const list = requests.data?.data ?? [];
  const lastPage = requests.data?.meta.last_page ?? 1;
  return (
    <SettingsSection
      title={t("hubs_admin.requests.title")}
      hint={t("hubs_admin.requests.hint")}
      testId="hub-access-requests"
    >
      {visibility !== "private" && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t("hubs_admin.requests.not_private")}
        </Alert>
      )}
      {requests.isPending ? (
        <Loader size="sm" role="status" aria-label={t("common.loading")} />
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="hub-requests-empty">
          {t("hubs_admin.requests.none")}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="hub-requests-list">
          {list.map((request) => (
            <RequestRow key={request.id} hubId={hubId} request={request} />
          ))}
        </Stack>
      )}
      {lastPage > 1 && (
        <Pagination
          total={lastPage}
          value={page}
          onChange={setPage}
          size="sm"
          getItemProps={(n) => ({ "aria-label": t("hubs_admin.paging.page", { page: n }) })}
          getControlProps={(control) => ({ "aria-label": t(`hubs_admin.paging.${control}`) })}
          aria-label={t("hubs_admin.requests.paging")}
        />
      )}
    </SettingsSection>
  );
}

function RequestRow({ hubId, request }: { hubId: number; request: HubAccessRequest }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const decide = useDecideAccessRequest(hubId);
  const [error, setError] = useState<string | null>(null);
  const act = (action: "accept" | "refuse") => {
    setError(null);
    decide.mutate(
      { id: request.id, action },
      {
        onSuccess: () =>
          notifySuccess(
            t(action === "accept" ? "hubs_admin.requests.accepted" : "hubs_admin.requests.refused", {
              name: request.user.name,
            }),
          ),
        onError: (e) => setError(showServerError(e, { setErrors: () => undefined, fields: [] }, t)),
      },
    );
  };
  const busy = decide.isPending ? decide.variables?.action : undefined;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="hub-request-row" data-status={request.status}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} dir="auto">
              {request.user.name}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {request.user.email} · {t("hubs_admin.requests.asked", { date: formatDate(request.created_at) })}
            </Text>
          </div>
          <Badge variant="dot" color={STATUS_COLORS[request.status]} data-testid="hub-request-status">
            {t(`hubs_admin.requests.status_${request.status}`)}
          </Badge>
        </Group>
        {request.message && (
          <Text size="sm" className="cw-hub-request__message" dir="auto">
            {request.message}
          </Text>
        )}
        <FormAlert message={error} />
        {request.status === "pending" && (
          <Group gap="xs">
            <Button
              size="xs"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={busy === "accept"}
              disabled={busy === "refuse"}
              onClick={() => act("accept")}
              aria-label={t("hubs_admin.requests.accept_of", { name: request.user.name })}
              data-testid="hub-request-accept"
            >
              {t("hubs_admin.requests.accept")}
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} aria-hidden />}
              loading={busy === "refuse"}
              disabled={busy === "accept"}
              onClick={() => act("refuse")}
              aria-label={t("hubs_admin.requests.refuse_of", { name: request.user.name })}
              data-testid="hub-request-refuse"
            >
              {t("hubs_admin.requests.refuse")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
