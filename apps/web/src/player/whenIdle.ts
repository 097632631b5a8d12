/** The parts of `window` whenIdle uses (a test hands in its own). */
export interface IdleHost {
  requestAnimationFrame?(callback: () => void): number;
  cancelAnimationFrame?(handle: number): void;
  requestIdleCallback?(callback: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(handle: number): void;
  setTimeout(callback: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(handle: ReturnType<typeof setTimeout>): void;
}

/** Past this the task runs even on a page that is never idle (a playing video, an animation). */
export const IDLE_TIMEOUT_MS = 3000;
/** Where requestIdleCallback is missing (Safari): a short wait after the frame instead. */
export const NO_IDLE_DELAY_MS = 200;

/**
 * Runs `task` once the next frame is drawn and the browser has time to spare: code the learner may need later
 * (the finished screen) is fetched without taking bandwidth or the main thread from what the first screen draws.
 * Returns a cancel, for an effect's cleanup.
 */
export function whenIdle(task: () => void, host: IdleHost = window): () => void {
  let cancelled = false;
  let cancelWait = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const afterFrame = () => {
    if (cancelled) return;
    if (host.requestIdleCallback) {
      const handle = host.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => host.cancelIdleCallback?.(handle);
    } else {
      const handle = host.setTimeout(run, NO_IDLE_DELAY_MS);
      cancelWait = () => host.clearTimeout(handle);
    }
  };
  if (host.requestAnimationFrame) {
    const frame = host.requestAnimationFrame(afterFrame);
    cancelWait = () => host.cancelAnimationFrame?.(frame);
  } else afterFrame();
  return () => {
    cancelled = true;
    cancelWait();
  };
}
