import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatSpan } from "./format";

describe("formatDate", () => {
  it("writes the day in the interface language", () => {
    expect(formatDate("2025-03-03T12:00:00Z", "en")).toBe("3 Mar 2025");
    expect(formatDate("2025-03-03T12:00:00Z", "de")).toBe("3. März 2025");
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("writes the day and the time, in the reader's time zone", () => {
    const iso = "2026-11-27T14:05:00Z";
    expect(formatDateTime(iso, "en", "UTC")).toMatch(/^27 Nov 2026, 14:05$/);
    expect(formatDateTime(iso, "en", "Europe/Berlin")).toMatch(/^27 Nov 2026, 15:05$/);
    expect(formatDateTime(iso, "de", "Europe/Berlin")).toMatch(/^27\. Nov\. 2026, 15:05$/);
    expect(formatDateTime(iso, "en", "America/New_York")).toMatch(/^27 Nov 2026, 0?9:05$/);
    expect(formatDateTime("not a date", "en")).toBe("");
  });
});

describe("formatSpan", () => {
  it("writes hours, minutes and seconds in the interface language, leaving out the zero parts", () => {
    expect(formatSpan(3903, "en")).toMatch(/^1 hr 5 mins? 3 secs?$/);
    expect(formatSpan(90.4, "de")).toMatch(/^1 Min\. 30 Sek\.$/);
    expect(formatSpan(0, "en")).toMatch(/^0 secs?$/);
  });
});
