import { describe, expect, it } from "vitest";
import { ANIMATION_DELAY_MAX_SECONDS, delayMsToSeconds, secondsToDelayMs } from "./delay";

describe("animation delay conversion", () => {
  it("shows stored milliseconds as seconds", () => {
    expect(delayMsToSeconds(0)).toBe(0);
    expect(delayMsToSeconds(1500)).toBe(1.5);
    expect(delayMsToSeconds(600_000)).toBe(600);
  });

  it("stores seconds as whole milliseconds", () => {
    expect(secondsToDelayMs(1.5)).toBe(1500);
    expect(secondsToDelayMs(0.0004)).toBe(0);
    expect(secondsToDelayMs(2.0005)).toBe(2001);
    expect(secondsToDelayMs("2,5")).toBe(2500);
    expect(secondsToDelayMs("3")).toBe(3000);
  });

  it("keeps the delay within 0 and 600 000 ms", () => {
    expect(secondsToDelayMs(-1)).toBe(0);
    expect(secondsToDelayMs(10_000)).toBe(600_000);
    expect(ANIMATION_DELAY_MAX_SECONDS).toBe(600);
  });

  it("treats empty or invalid input as no delay", () => {
    expect(secondsToDelayMs("")).toBe(0);
    expect(secondsToDelayMs("abc")).toBe(0);
    expect(secondsToDelayMs(Number.NaN)).toBe(0);
  });

  it("round-trips what it stores", () => {
    for (const ms of [0, 1, 250, 1000, 12_345, 600_000]) expect(secondsToDelayMs(delayMsToSeconds(ms))).toBe(ms);
  });
});
