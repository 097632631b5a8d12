import { ORDER_STATUSES, type OrderStatus } from "@coursewright/course-model";

/** The orders screen's filters, as the address keeps them (so a reload or a shared link shows the same orders). */
export interface OrderFilters {
  hub_id: number | null;
  /** "course:12", "bundle:3" or "event:5" (an item of the chosen hub). */
  item: string | null;
  status: OrderStatus | null;
  /** YYYY-MM-DD, inclusive, in UTC as the server reads them. */
  from: string | null;
  to: string | null;
}

export const NO_ORDER_FILTERS: OrderFilters = { hub_id: null, item: null, status: null, from: null, to: null };

const ITEM = /^(course|bundle|event):[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

/** Reads the filters from the address, dropping anything the server would refuse (an old or edited link). */
export function readOrderFilters(search: URLSearchParams): OrderFilters {
  const hub = Number(search.get("hub_id"));
  const hubId = Number.isSafeInteger(hub) && hub > 0 ? hub : null;
  const item = search.get("item");
  const status = search.get("status");
  const date = (name: string) => {
    const value = search.get(name);
    return value && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : null;
  };
  return {
    hub_id: hubId,
    // An item belongs to a hub: without the hub it cannot be shown in the item select.
    item: hubId !== null && item && ITEM.test(item) ? item : null,
    status: isStatus(status) ? status : null,
    from: date("from"),
    to: date("to"),
  };
}

/** The filters as query parameters (the list's and the CSV export's), leaving out those not set. */
export function orderFilterQuery(filters: OrderFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.hub_id !== null) query.hub_id = String(filters.hub_id);
  if (filters.item !== null) query.item = filters.item;
  if (filters.status !== null) query.status = filters.status;
  if (filters.from !== null) query.from = filters.from;
  if (filters.to !== null) query.to = filters.to;
  return query;
}

export const hasOrderFilters = (filters: OrderFilters): boolean => Object.keys(orderFilterQuery(filters)).length > 0;
