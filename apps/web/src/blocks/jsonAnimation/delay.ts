import { ANIMATION_DELAY_MAX_MS } from "@coursewright/course-model";

/** animation_delay (stored in ms) as the editor shows it: seconds. */
export function delayMsToSeconds(ms: number): number {
  return Math.round(ms) / 1000;
}

/** What the author typed, in seconds, as the stored ms: whole ms within 0 .. 600 000; empty or invalid is 0. */
export function secondsToDelayMs(seconds: number | string): number {
  const value = typeof seconds === "number" ? seconds : Number.parseFloat(seconds.replace(",", "."));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(ANIMATION_DELAY_MAX_MS, Math.round(value * 1000));
}

export const ANIMATION_DELAY_MAX_SECONDS = ANIMATION_DELAY_MAX_MS / 1000;
