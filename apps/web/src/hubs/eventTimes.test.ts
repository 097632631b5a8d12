import { describe, expect, it } from "vitest";
import { formatInZone, wallTimeElsewhere } from "./eventTimes";

describe("event times", () => {
  it("shows an instant in the event's zone with the zone named", () => {
    expect(formatInZone("2030-07-01T16:00:00.000Z", "Europe/Berlin", "en-GB")).toBe("1 Jul 2030, 18:00 CEST");
    expect(formatInZone("not a date", "UTC", "en-GB")).toBe("");
  });

  it("tells the creator when a wall time of the event's zone falls on their own clock", () => {
    expect(wallTimeElsewhere("2030-07-01T18:00", "Europe/Berlin", "America/New_York", "en-GB")).toBe(
      "1 Jul 2030, 12:00 GMT-4",
    );
    expect(wallTimeElsewhere("2030-07-01", "Europe/Berlin", "UTC", "en-GB")).toBeNull();
  });
});
