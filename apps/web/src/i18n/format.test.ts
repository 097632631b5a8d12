import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("writes the day in the interface language", () => {
    expect(formatDate("2025-03-03T12:00:00Z", "en")).toBe("3 Mar 2025");
    expect(formatDate("2025-03-03T12:00:00Z", "de")).toBe("3. März 2025");
  });

  it("gives nothing for a date it cannot read", () => {
    expect(formatDate("not a date", "en")).toBe("");
  });
});
