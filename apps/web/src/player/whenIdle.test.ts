import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type IdleHost, NO_IDLE_DELAY_MS, whenIdle } from "./whenIdle";

/** A browser whose frames and idle periods the test starts by hand. */
function browser(withIdle: boolean) {
  const frames: (() => void)[] = [];
  const idles: { callback: () => void; timeout: number | undefined }[] = [];
  const host: IdleHost = {
    requestAnimationFrame: (callback) => frames.push(callback),
    cancelAnimationFrame: (handle) => {
      frames[handle - 1] = () => {};
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    ...(withIdle
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) =>
            idles.push({ callback, timeout: options?.timeout }),
          cancelIdleCallback: (handle: number) => {
            const idle = idles[handle - 1];
            if (idle) idle.callback = () => {};
          },
        }
      : {}),
  };
  return {
    host,
    drawFrame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    goIdle: () => {
      for (const idle of idles.splice(0)) idle.callback();
    },
    idles,
  };
}

describe("whenIdle", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits for the next frame, then for the browser to be idle (with a timeout)", () => {
    const b = browser(true);
    const task = vi.fn();
    whenIdle(task, b.host);
    b.goIdle();
    expect(task).not.toHaveBeenCalled();
    b.drawFrame();
    expect(task).not.toHaveBeenCalled();
    expect(b.idles[0]?.timeout).toBeGreaterThan(0);
    b.goIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("without requestIdleCallback, waits a short time after the frame", () => {
    const b = browser(false);
    const task = vi.fn();
    whenIdle(task, b.host);
    vi.advanceTimersByTime(NO_IDLE_DELAY_MS * 10);
    expect(task).not.toHaveBeenCalled();
    b.drawFrame();
    vi.advanceTimersByTime(NO_IDLE_DELAY_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled, before or after the frame", () => {
    for (const cancelAfterFrame of [false, true]) {
      const b = browser(true);
      const task = vi.fn();
      const cancel = whenIdle(task, b.host);
      if (cancelAfterFrame) b.drawFrame();
      cancel();
      b.drawFrame();
      b.goIdle();
      expect(task).not.toHaveBeenCalled();
    }
  });
});
