import type { ApiIntegration } from "@coursewright/course-model";
import { Box, Button, Group, Pagination, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useIntegrationList } from "../../integrations/queries";
import { RevokeIntegrationDialog } from "../../integrations/RevokeIntegrationDialog";
import { PageTitle } from "../../shell/PageTitle";
import { IntegrationRow } from "./IntegrationRow";
import { IntegrationsLoadError, IntegrationsSkeleton, NoIntegrationsYet } from "./ListStates";

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /integrationsApi: the creator's API integrations, newest first, 12 to a page (the page lives in the address). */
export default function IntegrationsApiPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get("page"));
  const setPage = (next: number, replace = false) => setParams(next > 1 ? { page: String(next) } : {}, { replace });
  const list = useIntegrationList(page);
  const [revoking, setRevoking] = useState<ApiIntegration | null>(null);
  const lastPage = Math.max(list.data?.meta.last_page ?? 1, 1);

  // A page that no longer exists (its last integration was revoked) shows the last one instead.
  // biome-ignore lint/correctness/useExhaustiveDependencies: setPage is a new function each render; page and lastPage decide.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage, true);
  }, [list.data, list.isPlaceholderData, page, lastPage]);

  const integrations = list.data?.data ?? [];
  let body: ReactNode;
  if (list.isPending) body = <IntegrationsSkeleton />;
  else if (list.isError && !list.data)
    body = <IntegrationsLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  else if (integrations.length === 0 && page === 1) body = <NoIntegrationsYet />;
  else
    body = (
      <Stack gap="lg">
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: "none", opacity: list.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={list.isPlaceholderData}
          data-testid="integrations-list"
        >
          {integrations.map((integration) => (
            <IntegrationRow key={integration.id} integration={integration} onRevoke={() => setRevoking(integration)} />
          ))}
        </Stack>
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={(next) => setPage(next)}
              getItemProps={(n) => ({ "aria-label": t("integrations.paging.page", { page: n }) })}
              getControlProps={(control) => ({ "aria-label": t(`integrations.paging.${control}`) })}
              aria-label={t("integrations.paging.label")}
            />
          </Group>
        )}
      </Stack>
    );

  return (
    <Box maw={1100} mx="auto">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle title={t("integrations.title")} subtitle={t("integrations.subtitle")} />
          <Group gap="sm">
            <Button component={Link} to="/integrationsLti" variant="default" data-testid="integrations-lti">
              {t("lti.title")}
            </Button>
            <Button component={Link} to="/integrationsXapi" variant="default" data-testid="integrations-xapi">
              {t("xapi.title")}
            </Button>
            <Button component={Link} to="/integrationsApi/create" leftSection={<IconPlus size={18} aria-hidden />}>
              {t("integrations.new")}
            </Button>
          </Group>
        </Group>
        {body}
      </Stack>
      <RevokeIntegrationDialog integration={revoking} onClose={() => setRevoking(null)} />
    </Box>
  );
}
