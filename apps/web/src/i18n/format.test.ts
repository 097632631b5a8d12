import { describe, expect, it } from "vitest";
import { formatDate, formatSpan } from "./format";

describe("formatDate", () => {
  it("writes the day in the interface language", () => {
    expect(formatDate("2025-03-03T12:00:00Z", "en")).toBe("3 Mar 2025");
    expect(formatDate("2025-03-03T12:00:00Z", "de")).toBe("3. März 2025");
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("formatSpan", () => {
  it("writes hours, minutes and seconds in the interface language, leaving out the zero parts", () => {
    expect(formatSpan(3903, "en")).toMatch(/^1 hr 5 mins? 3 secs?$/);
    expect(formatSpan(90.4, "de")).toMatch(/^1 Min\. 30 Sek\.$/);
    expect(formatSpan(0, "en")).toMatch(/^0 secs?$/);
  });
});
