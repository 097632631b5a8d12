import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { HubEventRow } from "../../db/schema";
import { bookingCalendar } from "./ics";

const event = (time_zone: string) =>
  ({
    id: 1,
    title: "Open evening",
    description: "<p>Bring questions.</p>",
    time_zone,
    starts_at: new Date("2031-05-06T16:00:00Z"),
    ends_at: new Date("2031-05-06T17:30:00Z"),
    place: null,
    online_url: "https://meet.example.com/room",
  }) as unknown as HubEventRow;

describe("bookingCalendar", () => {
  for (const zone of ["Europe/Berlin", "UTC"]) {
    it(`stamps the file in UTC (RFC 5545 DTSTAMP), the event in its own zone: ${zone}`, () => {
      const before = Date.now();
      const text = bookingCalendar({ bookingId: 7, host: "example.com", event: event(zone), hubName: "Hub", url: "" });
      const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
      const stamp = vevent?.getFirstPropertyValue("dtstamp") as ICAL.Time;
      expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);
      expect(stamp.isDate).toBe(false);
      expect(stamp.zone?.tzid).toBe("UTC");
      expect(Math.abs(stamp.toJSDate().getTime() - before)).toBeLessThan(5000);
    });
  }
});
