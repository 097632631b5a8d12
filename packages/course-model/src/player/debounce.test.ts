import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROGRESS_MODE,
  idleSchedule,
  isWriteDue,
  PROGRESS_MODES,
  parseProgressMode,
  scheduleWrite,
  takeWrite,
  WRITE_DELAY_MS,
} from "./debounce";

describe("progress write delays (spec 4: 0 ms by default, 500 ms LMS, 1000 ms SCORM and server)", () => {
  it("are 0 / 500 / 1000 ms by mode", () => {
    expect(WRITE_DELAY_MS).toEqual({
      standalone_preview: 0,
      preview: 0,
      local: 0,
      lms: 500,
      scorm: 1000,
      server: 1000,
    });
  });

  it("has a delay for every mode", () => {
    expect(Object.keys(WRITE_DELAY_MS).sort()).toEqual([...PROGRESS_MODES].sort());
  });

  it("the server mode is the default, for a missing or unknown mode", () => {
    expect(DEFAULT_PROGRESS_MODE).toBe("server");
    expect(parseProgressMode(null)).toBe("server");
    expect(parseProgressMode("nonsense")).toBe("server");
    expect(parseProgressMode("scorm")).toBe("scorm");
  });

  describe("the write schedule (a trailing debounce)", () => {
    const t = 1_000_000;

    it("writes the pending value once the delay has passed (server: 1000 ms)", () => {
      const schedule = scheduleWrite("a", t, WRITE_DELAY_MS.server);
      expect(isWriteDue(schedule, t + 999)).toBe(false);
      expect(isWriteDue(schedule, t + 1000)).toBe(true);
      const taken = takeWrite(schedule);
      expect(taken.value).toBe("a");
      expect(taken.schedule).toEqual(idleSchedule());
    });

    it("a new write replaces the pending one and restarts the delay (LMS: 500 ms)", () => {
      const later = scheduleWrite("b", t + 400, WRITE_DELAY_MS.lms);
      expect(isWriteDue(later, t + 500)).toBe(false);
      expect(isWriteDue(later, t + 900)).toBe(true);
      expect(takeWrite(later).value).toBe("b");
    });

    it("is due at once with the default 0 ms", () => {
      expect(isWriteDue(scheduleWrite("a", t, WRITE_DELAY_MS.local), t)).toBe(true);
    });

    it("a flush takes the pending value before it is due; an idle schedule has nothing", () => {
      expect(takeWrite(scheduleWrite("a", t, WRITE_DELAY_MS.scorm)).value).toBe("a");
      expect(takeWrite(idleSchedule()).value).toBeNull();
      expect(isWriteDue(idleSchedule(), t)).toBe(false);
    });
  });
});
