import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_FLUSH_MS, scheduleSessionFlushes } from "./sessionFlushes";

/** A document and window whose visibility the test sets and whose events it fires. */
function fakeEnvironment() {
  const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  doc.visibilityState = "visible";
  const win = new EventTarget();
  const env = {
    document: doc as unknown as Document,
    window: win as unknown as Window,
    setInterval: (callback: () => void, ms: number) => setInterval(callback, ms),
    clearInterval: (handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const hide = () => {
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
  };
  const show = () => {
    doc.visibilityState = "visible";
    doc.dispatchEvent(new Event("visibilitychange"));
  };
  return { env, hide, show, pagehide: () => win.dispatchEvent(new Event("pagehide")) };
}

describe("when the player sends its session (a killed tab keeps what was sent)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends every interval while shown, at once when hidden or closed, and pauses the timer while hidden", () => {
    const flush = vi.fn();
    const { env, hide, show, pagehide } = fakeEnvironment();
    const stop = scheduleSessionFlushes(flush, env);
    vi.advanceTimersByTime(SESSION_FLUSH_MS - 1);
    expect(flush).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    hide();
    expect(flush).toHaveBeenCalledTimes(2);
    // Hidden: the tab sent everything when it was hidden; the timer does not send again.
    vi.advanceTimersByTime(SESSION_FLUSH_MS * 3);
    expect(flush).toHaveBeenCalledTimes(2);
    show();
    expect(flush).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(SESSION_FLUSH_MS);
    expect(flush).toHaveBeenCalledTimes(3);
    pagehide();
    expect(flush).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(SESSION_FLUSH_MS * 2);
    hide();
    pagehide();
    expect(flush).toHaveBeenCalledTimes(4);
  });
});
