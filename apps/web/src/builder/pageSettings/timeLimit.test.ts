import { describe, expect, it } from "vitest";
import { formatClock, parseTimeLimit, saysLimit, timeLimitText } from "./timeLimit";

describe("parseTimeLimit", () => {
  it("reads an empty field as no limit", () => {
    expect(parseTimeLimit("")).toEqual({ ok: true, seconds: null });
    expect(parseTimeLimit("   ")).toEqual({ ok: true, seconds: null });
  });

  it("reads whole seconds", () => {
    expect(parseTimeLimit("90")).toEqual({ ok: true, seconds: 90 });
    expect(parseTimeLimit(" 1 ")).toEqual({ ok: true, seconds: 1 });
  });

  it("reads minutes:seconds", () => {
    expect(parseTimeLimit("1:30")).toEqual({ ok: true, seconds: 90 });
    expect(parseTimeLimit("10:05")).toEqual({ ok: true, seconds: 605 });
    expect(parseTimeLimit("0:7")).toEqual({ ok: true, seconds: 7 });
  });

  it("refuses zero, more than a day and anything that is not a duration", () => {
    expect(parseTimeLimit("0")).toEqual({ ok: false, error: "too_small" });
    expect(parseTimeLimit("0:00")).toEqual({ ok: false, error: "too_small" });
    expect(parseTimeLimit("86400")).toEqual({ ok: true, seconds: 86_400 });
    expect(parseTimeLimit("86401")).toEqual({ ok: false, error: "too_large" });
    for (const text of ["-5", "1.5", "abc", "1:60", "1:2:3", "12 s"]) {
      expect(parseTimeLimit(text)).toEqual({ ok: false, error: "invalid" });
    }
  });
});

describe("formatClock", () => {
  it("writes minutes and two-digit seconds", () => {
    expect(formatClock(90)).toBe("1:30");
    expect(formatClock(5)).toBe("0:05");
    expect(formatClock(4500)).toBe("75:00");
  });
});

describe("the field and the stored limit", () => {
  it("shows a stored limit as its seconds, and no limit as an empty field", () => {
    expect(timeLimitText(90)).toBe("90");
    expect(timeLimitText(null)).toBe("");
  });

  it("keeps the author's text when it already says the stored limit, and follows an undo otherwise", () => {
    expect(saysLimit("1:30", 90)).toBe(true);
    expect(saysLimit("90", 90)).toBe(true);
    expect(saysLimit("", null)).toBe(true);
    expect(saysLimit("1:30", 60)).toBe(false);
    expect(saysLimit("", 90)).toBe(false);
    expect(saysLimit("1:3x", 90)).toBe(false);
  });
});
