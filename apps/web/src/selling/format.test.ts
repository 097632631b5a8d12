import { ORDER_STATUSES } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { formatDateTime, ORDER_STATUS_COLOR, REFUNDABLE_STATUSES } from "./format";

describe("selling formats", () => {
  it("writes an instant on the reader's clock, day and time", () => {
    expect(formatDateTime("2026-03-03T13:05:00Z", "en-GB", "Europe/Rome")).toBe("3 Mar 2026, 14:05");
    expect(formatDateTime("2026-03-03T13:05:00Z", "de-DE", "UTC")).toContain("13:05");
    expect(formatDateTime("not a date", "en-GB")).toBe("");
  });

  it("has a colour for every order status, and refunds only what was paid", () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_COLOR[status]).toBeTruthy();
    expect(REFUNDABLE_STATUSES).toEqual(["paid", "fulfilled", "partially_refunded"]);
  });
});
