import { describe, expect, it } from "vitest";
import { isoSessionTime, scorm12SessionTime, scormTimestamp, sessionTime } from "./sessionTime";

const ms = (h: number, m: number, s: number, centis = 0) => ((h * 60 + m) * 60 + s) * 1000 + centis * 10;

describe("session time", () => {
  it("2004: ISO 8601 duration with hours in 4 digits, minutes and seconds in 2", () => {
    expect(isoSessionTime(ms(1, 2, 3))).toBe("PT0001H02M03S");
    expect(isoSessionTime(0)).toBe("PT0000H00M00S");
    expect(isoSessionTime(ms(0, 0, 59, 99))).toBe("PT0000H00M59S");
    expect(isoSessionTime(ms(123, 45, 6))).toBe("PT0123H45M06S");
  });

  it("1.2: CMITimespan HHHH:MM:SS.SS with hundredths", () => {
    expect(scorm12SessionTime(ms(1, 2, 3, 45))).toBe("0001:02:03.45");
    expect(scorm12SessionTime(0)).toBe("0000:00:00.00");
    expect(scorm12SessionTime(ms(0, 59, 59, 99) + 9)).toBe("0000:59:59.99");
  });

  it("never goes negative and stays within 4 hour digits", () => {
    expect(isoSessionTime(-5000)).toBe("PT0000H00M00S");
    expect(scorm12SessionTime(ms(20_000, 0, 0))).toBe("9999:59:59.99");
    expect(isoSessionTime(ms(20_000, 0, 0))).toBe("PT9999H59M59S");
  });

  it("picks the format of the version", () => {
    expect(sessionTime("1.2", ms(0, 1, 2))).toBe("0000:01:02.00");
    expect(sessionTime("2004", ms(0, 1, 2))).toBe("PT0000H01M02S");
  });
});

describe("scormTimestamp", () => {
  it("writes UTC with the zone designator, in the RTE's time(second,10,0) format", () => {
    const value = scormTimestamp(Date.UTC(2026, 10, 22, 6, 5, 9, 127));
    expect(value).toBe("2026-11-22T06:05:09.12Z");
    // The pattern of SCORM 2004 RTE 4.2 (as scorm-again checks it): the zone only after a fraction of 1-2 digits.
    expect(value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,2}(Z|[+-]\d{2}(:\d{2})?)$/);
    expect(new Date(value).getTime()).toBe(Date.UTC(2026, 10, 22, 6, 5, 9, 120));
  });
});
