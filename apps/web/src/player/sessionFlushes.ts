/**
 * When the player sends what it has (pending progress and the analytics session's new part): when the tab is
 * hidden, when the page goes away, and every SESSION_FLUSH_MS while it is shown. The regular sends are there
 * because a crash, a closed browser or a phone killing a background tab may give no pagehide at all; the time
 * and visits until the last send then survive (at most one interval is lost).
 */
export const SESSION_FLUSH_MS = 45_000;

interface FlushEnvironment {
  document: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
  window: Pick<Window, "addEventListener" | "removeEventListener">;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browser = (): FlushEnvironment => ({
  document,
  window,
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
});

/** Starts the sends; the function returned stops them (it sends nothing itself: the run's end does). */
export function scheduleSessionFlushes(flush: () => void, env: FlushEnvironment = browser()): () => void {
  const onVisibility = () => {
    if (env.document.visibilityState === "hidden") flush();
  };
  // A hidden tab has just sent everything and gathers nothing new worth a timer's wake-up.
  const tick = () => {
    if (env.document.visibilityState === "visible") flush();
  };
  env.document.addEventListener("visibilitychange", onVisibility);
  env.window.addEventListener("pagehide", flush);
  const timer = env.setInterval(tick, SESSION_FLUSH_MS);
  return () => {
    env.document.removeEventListener("visibilitychange", onVisibility);
    env.window.removeEventListener("pagehide", flush);
    env.clearInterval(timer);
  };
}
