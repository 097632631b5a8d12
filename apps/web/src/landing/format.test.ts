import { describe, expect, it } from "vitest";
import { eventLocalTimes, eventWhen, priceText } from "./format";
import type { Translate } from "./i18n";

const t: Translate = (key) => (key === "hub_landing.price.free" ? "Kostenlos" : key);
const event = {
  starts_at: "2026-12-10T15:00:00.000Z",
  ends_at: "2026-12-10T16:30:00.000Z",
  time_zone: "Europe/Berlin",
};

describe("landing formats", () => {
  it("writes prices for the reader, and free as a word", () => {
    expect(priceText(1900, "EUR", "de", t)).toBe("€19,00");
    expect(priceText(1900, "EUR", "en-GB", t)).toBe("€19.00");
    expect(priceText(0, "EUR", "de", t)).toBe("Kostenlos");
    expect(priceText(1500, "JPY", "en-GB", t)).toBe("¥1,500");
  });

  it("shows an event in the visitor's zone with the zone named, and its own clock beside", () => {
    const inNewYork = eventWhen(event, "en-GB", "America/New_York");
    expect(inNewYork).toMatch(/10 December 2026/);
    expect(inNewYork).toMatch(/10:00/);
    expect(inNewYork).toMatch(/11:30/);
    expect(inNewYork).toMatch(/GMT-5|EST/);
    const inBerlin = eventWhen(event, "de", "Europe/Berlin");
    expect(inBerlin).toMatch(/16:00/);
    expect(inBerlin).toMatch(/MEZ|GMT\+1|CET/);
    expect(eventLocalTimes(event, "en-GB")).toMatch(/16:00\s*[–-]\s*17:30/);
  });

  it("crosses a day boundary in the visitor's zone", () => {
    const late = { starts_at: "2026-12-10T22:30:00.000Z", ends_at: "2026-12-11T00:30:00.000Z" };
    const tokyo = eventWhen(late, "en-GB", "Asia/Tokyo");
    expect(tokyo).toMatch(/11 December 2026/);
    expect(tokyo).toMatch(/07:30/);
  });
});
