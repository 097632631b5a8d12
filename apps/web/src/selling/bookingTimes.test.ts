import { describe, expect, it } from "vitest";
import { bookingTimes, formatSpan } from "./bookingTimes";

const event = { starts_at: "2030-12-10T17:00:00.000Z", ends_at: "2030-12-10T18:00:00.000Z", time_zone: "Europe/Rome" };

describe("booking times", () => {
  it("reads an event's span on a zone's clock, the zone named", () => {
    const text = formatSpan(event.starts_at, event.ends_at, "Europe/Rome", "en-GB");
    expect(text).toContain("18:00");
    expect(text).toContain("19:00");
    expect(text).toMatch(/10 Dec 2030/);
  });

  it("gives the reader's clock and, for an event elsewhere, the event's own", () => {
    const times = bookingTimes(event, "America/New_York", "en-GB");
    expect(times.mine).toContain("12:00");
    expect(times.theirs).toContain("18:00");
  });

  it("says it once when the reader is in the event's zone", () => {
    expect(bookingTimes(event, "Europe/Rome", "en-GB").theirs).toBeNull();
  });

  it("copes with an end not after the start", () => {
    expect(formatSpan(event.starts_at, event.starts_at, "UTC", "en-GB")).toContain("17:00");
    expect(formatSpan("not a date", event.ends_at, "UTC", "en-GB")).toBe("");
  });
});
