import { describe, expect, it } from "vitest";
import { ValidationError } from "../../http/errors";
import { resolvePeriod } from "./period";

const NOW = new Date("2026-11-22T15:30:00Z");

describe("resolvePeriod", () => {
  it("defaults to the 30 days ending today (UTC), both days included", () => {
    const period = resolvePeriod({}, NOW);
    expect(period).toMatchObject({ from: "2026-10-24", to: "2026-11-22" });
    expect(period.start.toISOString()).toBe("2026-10-24T00:00:00.000Z");
    expect(period.end.toISOString()).toBe("2026-11-23T00:00:00.000Z");
  });

  it("takes 30 days before a given end, and today as the end of a given start", () => {
    expect(resolvePeriod({ to: "2026-03-31" }, NOW)).toMatchObject({ from: "2026-03-02", to: "2026-03-31" });
    expect(resolvePeriod({ from: "2026-11-01" }, NOW)).toMatchObject({ from: "2026-11-01", to: "2026-11-22" });
    expect(resolvePeriod({ from: "2026-11-22", to: "2026-11-22" }, NOW).end.toISOString()).toBe(
      "2026-11-23T00:00:00.000Z",
    );
  });

  it("refuses an end before the start and more than 366 days", () => {
    expect(() => resolvePeriod({ from: "2026-12-01" }, NOW)).toThrow(ValidationError);
    expect(() => resolvePeriod({ from: "2025-01-01", to: "2026-01-02" }, NOW)).toThrow(ValidationError);
    expect(resolvePeriod({ from: "2025-01-01", to: "2026-01-01" }, NOW).from).toBe("2025-01-01");
  });
});
