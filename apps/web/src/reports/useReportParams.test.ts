import { describe, expect, it } from "vitest";
import { defaultPeriod } from "./useReportParams";

describe("defaultPeriod", () => {
  it("is the 30 days ending today in UTC, as the server's default", () => {
    expect(defaultPeriod(new Date("2026-11-22T23:59:00Z"))).toEqual({ from: "2026-10-24", to: "2026-11-22" });
    expect(defaultPeriod(new Date("2026-03-01T00:00:00Z"))).toEqual({ from: "2026-01-31", to: "2026-03-01" });
  });
});
