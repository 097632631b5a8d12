import { describe, expect, it } from "vitest";
import { isTimeZone, timeZoneNames, utcToZonedWallTime, zonedWallTimeToUtc, zoneOffsetMinutes } from "./timeZones";

const utc = (wall: string, zone: string) => zonedWallTimeToUtc(wall, zone)?.toISOString() ?? null;

describe("isTimeZone", () => {
  it("knows IANA zones and their links, and nothing else", () => {
    for (const zone of ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"]) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ["", "Mars/Olympus", "Europe/Berlin ", "Europe/Berlin'--", "../etc/passwd", "x".repeat(65)]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
    expect(timeZoneNames()[0]).toBe("UTC");
    expect(timeZoneNames()).toContain("Europe/Berlin");
  });
});

describe("zonedWallTimeToUtc", () => {
  it("reads Berlin's wall clock in winter (+01:00) and summer (+02:00)", () => {
    expect(utc("2030-01-15T09:00", "Europe/Berlin")).toBe("2030-01-15T08:00:00.000Z");
    expect(utc("2030-07-01T18:00", "Europe/Berlin")).toBe("2030-07-01T16:00:00.000Z");
    expect(zoneOffsetMinutes(new Date("2030-01-15T08:00:00Z"), "Europe/Berlin")).toBe(60);
    expect(zoneOffsetMinutes(new Date("2030-07-01T16:00:00Z"), "Europe/Berlin")).toBe(120);
  });

  it("crosses Berlin's changes: before and after the spring one, a skipped time moved forward, a repeated one first", () => {
    expect(utc("2030-03-31T01:30", "Europe/Berlin")).toBe("2030-03-31T00:30:00.000Z");
    expect(utc("2030-03-31T03:30", "Europe/Berlin")).toBe("2030-03-31T01:30:00.000Z");
    // 02:30 does not exist that night: moved forward by the hour, as calendars do.
    expect(utc("2030-03-31T02:30", "Europe/Berlin")).toBe("2030-03-31T01:30:00.000Z");
    // 02:30 happens twice in October: the first (still summer time).
    expect(utc("2030-10-27T02:30", "Europe/Berlin")).toBe("2030-10-27T00:30:00.000Z");
    expect(utc("2030-10-27T03:30", "Europe/Berlin")).toBe("2030-10-27T02:30:00.000Z");
  });

  it("crosses New York's changes", () => {
    expect(utc("2030-03-10T01:30", "America/New_York")).toBe("2030-03-10T06:30:00.000Z");
    expect(utc("2030-03-10T02:30", "America/New_York")).toBe("2030-03-10T07:30:00.000Z");
    expect(utc("2030-03-10T03:30", "America/New_York")).toBe("2030-03-10T07:30:00.000Z");
    expect(utc("2030-11-03T01:30", "America/New_York")).toBe("2030-11-03T05:30:00.000Z");
    expect(utc("2030-11-03T02:30", "America/New_York")).toBe("2030-11-03T07:30:00.000Z");
    expect(utc("2030-07-04T20:00", "America/New_York")).toBe("2030-07-05T00:00:00.000Z");
  });

  it("refuses invalid zones and impossible dates and times", () => {
    expect(utc("2030-01-15T09:00", "Mars/Olympus")).toBeNull();
    expect(utc("2030-02-30T10:00", "UTC")).toBeNull();
    expect(utc("2030-13-01T10:00", "UTC")).toBeNull();
    expect(utc("2030-01-01T24:00", "UTC")).toBeNull();
    expect(utc("2030-01-01T10:60", "UTC")).toBeNull();
    expect(utc("2030-01-01 10:00", "UTC")).toBeNull();
    expect(utc("2028-02-29T12:00", "UTC")).toBe("2028-02-29T12:00:00.000Z");
  });

  it("round-trips every hour of a year in several zones (apart from times a change skips)", () => {
    for (const zone of ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"]) {
      for (let hour = 0; hour < 365 * 24; hour += 7) {
        const instant = new Date(Date.UTC(2030, 0, 1) + hour * 3600_000);
        const wall = utcToZonedWallTime(instant, zone);
        const back = zonedWallTimeToUtc(wall, zone);
        // A repeated wall time reads back as its first instant, which shows the same wall time.
        expect(back && utcToZonedWallTime(back, zone), `${zone} ${wall}`).toBe(wall);
        expect(back && Math.abs(back.getTime() - instant.getTime()) <= 3600_000, `${zone} ${wall}`).toBe(true);
      }
    }
  });
});
