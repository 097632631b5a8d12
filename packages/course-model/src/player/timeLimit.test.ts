import { describe, expect, it } from "vitest";
import { emptyProgress, pageProgress } from "./progress";
import { page } from "./testFixtures";
import { finishLimitFor, isExpired, remainingSeconds, startPageTimer } from "./timeLimit";

const now = Date.UTC(2026, 2, 5, 7, 8, 9);

describe("page time limit", () => {
  it("ends time_limit seconds after the page is first opened (60 s: 07:09:09)", () => {
    expect(finishLimitFor(60, now)).toBe("2026-03-05T07:09:09.000Z");
  });

  it("rounds the start up to a whole second, as the server keeps whole seconds", () => {
    expect(finishLimitFor(60, now + 1)).toBe("2026-03-05T07:09:10.000Z");
  });

  it("starts once: opening the page again keeps the first limit", () => {
    const timed = page(10, null, 0, { time_limit: 60 });
    const opened = startPageTimer(emptyProgress(null), timed, now);
    expect(pageProgress(opened, 10)).toEqual({ id: 10, completed: false, finishLimit: "2026-03-05T07:09:09.000Z" });
    expect(startPageTimer(opened, timed, now + 30_000)).toBe(opened);
  });

  it("a page without a limit gets none", () => {
    const progress = emptyProgress(null);
    expect(startPageTimer(progress, page(10, null, 0), now)).toBe(progress);
  });

  it("counts the whole seconds left and is expired at 0", () => {
    const limit = finishLimitFor(60, now);
    expect(remainingSeconds(limit, now)).toBe(60);
    expect(remainingSeconds(limit, now + 59_001)).toBe(1);
    expect(isExpired(limit, now + 59_999)).toBe(false);
    expect(remainingSeconds(limit, now + 60_000)).toBe(0);
    expect(isExpired(limit, now + 60_000)).toBe(true);
    expect(remainingSeconds(limit, now + 3_600_000)).toBe(0);
  });

  it("has nothing to count without a limit", () => {
    expect(remainingSeconds(null, now)).toBeNull();
    expect(isExpired(null, now)).toBe(false);
  });
});
