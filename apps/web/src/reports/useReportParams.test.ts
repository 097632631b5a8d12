import { describe, expect, it } from "vitest";
import { defaultPeriod, withPatch } from "./useReportParams";

describe("defaultPeriod", () => {
  it("is the 30 days ending today in UTC, as the server's default", () => {
    expect(defaultPeriod(new Date("2026-11-22T23:59:00Z"))).toEqual({ from: "2026-10-24", to: "2026-11-22" });
    expect(defaultPeriod(new Date("2026-03-01T00:00:00Z"))).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });
});

describe("withPatch", () => {
  const march = { from: "2026-03-01", to: "2026-03-31" };

  it("keeps the other filters and a valid period as they are", () => {
    expect(withPatch({ ...march, course_id: 4 }, { share_id: "x" })).toEqual({ ...march, course_id: 4, share_id: "x" });
    expect(withPatch(march, { from: "2026-03-10" })).toEqual({ from: "2026-03-10", to: "2026-03-31" });
  });

  it("brings the other end along when one end passes it", () => {
    expect(withPatch(march, { from: "2026-04-05" })).toEqual({ from: "2026-04-05", to: "2026-04-05" });
    expect(withPatch(march, { to: "2026-02-20" })).toEqual({ from: "2026-02-20", to: "2026-02-20" });
  });

  it("keeps the period within 366 days", () => {
    // 366 days with both ends: all of leap year 2024; a common year and one more day.
    expect(withPatch(march, { from: "2024-01-01" })).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(withPatch(march, { to: "2027-12-31" })).toEqual({ from: "2026-12-31", to: "2027-12-31" });
  });
});
