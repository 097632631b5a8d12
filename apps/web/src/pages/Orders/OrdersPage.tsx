import { Anchor, Box, Button, Group, Pagination, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconDownload, IconFilterOff, IconReceipt } from "@tabler/icons-react";
import { type ReactNode, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../screenParts/ListStates";
import { downloadCsv } from "../../selling/download";
import {
  hasOrderFilters,
  NO_ORDER_FILTERS,
  type OrderFilters,
  orderFilterQuery,
  readOrderFilters,
} from "../../selling/orderFilters";
import { useOrders } from "../../selling/queries";
import { LoadErrorAlert } from "../../shell/LoadErrorAlert";
import { notifyError } from "../../shell/notify";
import { PageTitle } from "../../shell/PageTitle";
import { OrderDrawer } from "./OrderDrawer";
import { OrderFiltersBar } from "./OrderFiltersBar";
import { OrdersTable } from "./OrdersTable";
import "../../hubs/settings/hubSettings.css";
import "../../selling/selling.css";
import "./orders.css";

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /course_hubs/orders: the creator's sales, newest first, 25 to a page, filtered by hub, item, status and days
 * (all in the address, with the open order), exported as CSV with the same filters; an order's drawer refunds it.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const page = pageOf(params.get("page"));
  const asked = Number(params.get("order"));
  const openId = Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  const orders = useOrders(filters, page);
  const [exporting, setExporting] = useState(false);

  // The address as last written: React Router hands a functional update the params of the last render, not of the
  // last write, so two changes before a render (the "from" then the "to" day) would keep only the second.
  const written = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    written.current = params;
  }

  /** Writes filters, page and open order to the address, on top of the last write. */
  const write = (change: Partial<OrderFilters>, nextPage: number | "same", order: number | null) => {
    const current = written.current;
    const query: Record<string, string> = orderFilterQuery({ ...readOrderFilters(current), ...change });
    const keptPage = nextPage === "same" ? pageOf(current.get("page")) : nextPage;
    if (keptPage > 1) query.page = String(keptPage);
    if (order !== null) query.order = String(order);
    written.current = new URLSearchParams(query);
    setParams(query, { replace: true });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadCsv("/api/orders/export.csv", orderFilterQuery(filters), "orders.csv");
    } catch {
      notifyError(t("selling_admin.orders.export_failed"));
    } finally {
      setExporting(false);
    }
  };

  const total = orders.data?.meta.total ?? 0;
  const lastPage = orders.data?.meta.last_page ?? 1;
  const filtered = hasOrderFilters(filters);

  let body: ReactNode;
  if (orders.isPending) {
    body = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={t("common.loading")} data-testid="orders-loading">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} h={52} radius="md" />
        ))}
      </Stack>
    );
  } else if (orders.isError && !orders.data) {
    body = (
      <LoadErrorAlert
        title={t("selling_admin.orders.load_failed_title")}
        text={t("selling_admin.orders.load_failed")}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (total === 0) {
    body = filtered ? (
      <EmptyState
        icon={<IconFilterOff size={36} />}
        title={t("selling_admin.orders.no_results_title")}
        text={t("selling_admin.orders.no_results_text")}
        action={
          <Button variant="default" mt="sm" onClick={() => write(NO_ORDER_FILTERS, 1, null)}>
            {t("selling_admin.orders.clear_filters")}
          </Button>
        }
        testId="orders-no-results"
      />
    ) : (
      <EmptyState
        icon={<IconReceipt size={38} />}
        title={t("selling_admin.orders.empty_title")}
        text={t("selling_admin.orders.empty_text")}
        action={
          <Button component={Link} to="/course_hubs" variant="light" mt="sm">
            {t("selling_admin.orders.to_hubs")}
          </Button>
        }
        testId="orders-empty"
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="orders-count">
          {t("selling_admin.orders.count", { count: total })}
        </Text>
        <OrdersTable
          orders={orders.data?.data ?? []}
          busy={orders.isPlaceholderData}
          onOpen={(order) => write({}, "same", order.id)}
        />
        {lastPage > 1 && (
          <Group justify="center">
            <Pagination
              total={lastPage}
              value={Math.min(page, lastPage)}
              onChange={(next) => write({}, next, null)}
              getItemProps={(n) => ({ "aria-label": t("hubs_admin.paging.page", { page: n }) })}
              getControlProps={(control) => ({ "aria-label": t(`hubs_admin.paging.${control}`) })}
              aria-label={t("selling_admin.orders.paging")}
              data-testid="orders-paging"
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Box maw={1400} mx="auto">
      <Stack gap="lg">
        <Anchor component={Link} to="/course_hubs" size="sm" c="brand.7" className="cw-hub-back">
          <IconArrowLeft size={16} aria-hidden className="cw-flip-rtl" />
          {t("selling_admin.orders.back")}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <PageTitle title={t("selling_admin.orders.title")} subtitle={t("selling_admin.orders.subtitle")} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
            disabled={total === 0}
            data-testid="orders-export"
          >
            {t("selling_admin.orders.export")}
          </Button>
        </Group>
        <OrderFiltersBar filters={filters} onChange={(change) => write(change, 1, null)} />
        {body}
      </Stack>
      <OrderDrawer orderId={openId} onClose={() => write({}, "same", null)} />
    </Box>
  );
}
