import { ORDER_STATUSES } from "@coursewright/course-model";
import { Button, Group, Paper, Select, TextInput } from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { hasOrderFilters, NO_ORDER_FILTERS, type OrderFilters } from "../../selling/orderFilters";
import { useAllHubs, useHubSoldItems } from "../../selling/queries";

export interface OrderFiltersBarProps {
  filters: OrderFilters;
  /** The filters changed (only those named); the page applies them to what the address holds now. */
  onChange(change: Partial<OrderFilters>): void;
}

/** Hub, item (of the chosen hub), status and the days of the order; each change shows page 1 of the result. */
export function OrderFiltersBar({ filters, onChange }: OrderFiltersBarProps) {
  const { t } = useTranslation();
  const hubs = useAllHubs();
  const sold = useHubSoldItems(filters.hub_id);
  const set = onChange;
  const kinds = ["course", "bundle", "event"] as const;
  const itemGroups = kinds
    .map((kind) => ({
      group: t(`selling_admin.orders.kind.${kind}`),
      items: sold.items.filter((item) => item.kind === kind).map((item) => ({ value: item.key, label: item.title })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t("selling_admin.orders.filters")}>
      <div className="cw-orders-filters">
        <Select
          label={t("selling_admin.orders.hub")}
          placeholder={t("selling_admin.orders.all_hubs")}
          data={(hubs.data ?? []).map((hub) => ({ value: String(hub.id), label: hub.name }))}
          value={filters.hub_id === null ? null : String(filters.hub_id)}
          onChange={(value) => set({ hub_id: value ? Number(value) : null, item: null })}
          searchable
          clearable
          nothingFoundMessage={t("selling_admin.orders.nothing_found")}
          data-testid="orders-filter-hub"
        />
        <Select
          label={t("selling_admin.orders.item")}
          placeholder={
            filters.hub_id === null ? t("selling_admin.orders.item_pick_hub") : t("selling_admin.orders.all_items")
          }
          data={itemGroups}
          value={filters.item}
          onChange={(value) => set({ item: value })}
          disabled={filters.hub_id === null}
          searchable
          clearable
          nothingFoundMessage={t("selling_admin.orders.nothing_found")}
          data-testid="orders-filter-item"
        />
        <Select
          label={t("selling_admin.orders.status_filter")}
          placeholder={t("selling_admin.orders.all_statuses")}
          data={ORDER_STATUSES.map((status) => ({ value: status, label: t(`selling_admin.orders.status.${status}`) }))}
          value={filters.status}
          onChange={(value) => set({ status: ORDER_STATUSES.find((status) => status === value) ?? null })}
          clearable
          data-testid="orders-filter-status"
        />
        <TextInput
          type="date"
          label={t("selling_admin.orders.from")}
          value={filters.from ?? ""}
          max={filters.to ?? undefined}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
          data-testid="orders-filter-from"
        />
        <TextInput
          type="date"
          label={t("selling_admin.orders.to")}
          value={filters.to ?? ""}
          min={filters.from ?? undefined}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
          data-testid="orders-filter-to"
        />
      </div>
      {hasOrderFilters(filters) && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onChange(NO_ORDER_FILTERS)}
            data-testid="orders-filter-clear"
          >
            {t("selling_admin.orders.clear_filters")}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
