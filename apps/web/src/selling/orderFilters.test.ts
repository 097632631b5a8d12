import { describe, expect, it } from "vitest";
import { hasOrderFilters, NO_ORDER_FILTERS, orderFilterQuery, readOrderFilters } from "./orderFilters";

describe("order filters in the address", () => {
  it("reads every filter the server knows", () => {
    const filters = readOrderFilters(
      new URLSearchParams("hub_id=4&item=course:12&status=partially_refunded&from=2026-01-01&to=2026-01-31"),
    );
    expect(filters).toEqual({
      hub_id: 4,
      item: "course:12",
      status: "partially_refunded",
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(orderFilterQuery(filters)).toEqual({
      hub_id: "4",
      item: "course:12",
      status: "partially_refunded",
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("drops what the server would refuse: odd ids, items without their hub, unknown statuses, bad dates", () => {
    expect(readOrderFilters(new URLSearchParams("hub_id=-1&status=lost&from=2026-13-45&to=yesterday"))).toEqual(
      NO_ORDER_FILTERS,
    );
    expect(readOrderFilters(new URLSearchParams("item=bundle:3")).item).toBeNull();
    expect(readOrderFilters(new URLSearchParams("hub_id=2&item=bundle:0")).item).toBeNull();
    expect(readOrderFilters(new URLSearchParams("hub_id=2&item=lesson:3")).item).toBeNull();
  });

  it("sends nothing for filters not set", () => {
    expect(orderFilterQuery(NO_ORDER_FILTERS)).toEqual({});
    expect(hasOrderFilters(NO_ORDER_FILTERS)).toBe(false);
    expect(hasOrderFilters({ ...NO_ORDER_FILTERS, status: "paid" })).toBe(true);
  });
});
