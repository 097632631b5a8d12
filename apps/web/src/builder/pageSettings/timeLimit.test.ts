import { describe, expect, it } from "vitest";
import { formatClock, parseTimeLimit } from "./timeLimit";

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
