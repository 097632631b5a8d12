import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatServerDate, isoToServerDate, parseServerDate, serverDateToIso } from "./serverDate";

describe("server date format (spec 9: DD.MM.YYYY HH:mm:ss in UTC)", () => {
  const date = Date.UTC(2026, 2, 5, 7, 8, 9);

  it("formats 5 March 2026 07:08:09 UTC as '05.03.2026 07:08:09', zero-padded", () => {
    expect(formatServerDate(date)).toBe("05.03.2026 07:08:09");
    expect(formatServerDate(new Date(date))).toBe("05.03.2026 07:08:09");
  });

  it("drops milliseconds", () => {
    expect(formatServerDate(date + 999)).toBe("05.03.2026 07:08:09");
  });

  it("parses '05.03.2026 07:08:09' back to the same UTC instant", () => {
    expect(parseServerDate("05.03.2026 07:08:09")?.getTime()).toBe(date);
  });

  it("refuses texts that are not a real date in the format", () => {
    for (const text of [
      "31.02.2026 00:00:00",
      "5.3.2026 7:08:09",
      "05.03.2026",
      "2026-03-05T07:08:09Z",
      "",
      "05.13.2026 00:00:00",
    ]) {
      expect(parseServerDate(text), text).toBeNull();
    }
  });

  it("converts between the client's ISO 8601 and the server form", () => {
    expect(isoToServerDate("2026-03-05T07:08:09.000Z")).toBe("05.03.2026 07:08:09");
    expect(serverDateToIso("05.03.2026 07:08:09")).toBe("2026-03-05T07:08:09.000Z");
    expect(isoToServerDate(null)).toBeNull();
    expect(serverDateToIso(null)).toBeNull();
    expect(serverDateToIso("not a date")).toBeNull();
  });

  it("round-trips every whole second from year 1000 to 9999", () => {
    const min = Date.UTC(1000, 0, 1) / 1000;
    const max = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;
    fc.assert(
      fc.property(fc.integer({ min, max }), (seconds) => {
        expect(parseServerDate(formatServerDate(seconds * 1000))?.getTime()).toBe(seconds * 1000);
      }),
    );
  });
});
