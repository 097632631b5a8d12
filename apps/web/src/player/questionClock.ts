import { MAX_ANSWER_MS } from "@coursewright/course-model";

/**
 * How long the learner has spent on each question of the attempt (issue 18: the duration of the xAPI `answered`
 * statement). A question's time runs while it is on the screen (its block is drawn on the page shown) and the
 * tab is visible; it pauses when the learner moves to another page or to another tab and goes on when they
 * come back, so a question left half-read and finished later counts both visits. Times are read when the
 * answer is checked.
 */
export interface QuestionClock {
  /** The question is drawn (a page shows it); a block drawn twice at once (React's strict mode) counts once. */
  shown(blockId: number): void;
  /** The question is no longer drawn. */
  gone(blockId: number): void;
  /** The tab was hidden (true) or shown again (false): every question's time pauses or goes on. */
  setHidden(hidden: boolean): void;
  /** The time spent on the question so far, in whole ms within the stored bound; null if it was never shown. */
  spentMs(blockId: number): number | null;
  /** A new attempt: every question starts from nothing (those on the screen start now). */
  reset(): void;
}

interface Timing {
  /** Time banked by earlier visits. */
  banked: number;
  /** How many times the block is drawn now. */
  drawn: number;
  /** When the running stretch began; null while paused (not drawn, or the tab hidden). */
  since: number | null;
}

export function createQuestionClock(now: () => number = () => performance.now(), hidden = false): QuestionClock {
  const timings = new Map<number, Timing>();
  let tabHidden = hidden;
  const stop = (timing: Timing, at: number) => {
    if (timing.since !== null) timing.banked += Math.max(0, at - timing.since);
    timing.since = null;
  };
  return {
    shown(blockId) {
      const timing = timings.get(blockId) ?? { banked: 0, drawn: 0, since: null };
      timings.set(blockId, timing);
      timing.drawn++;
      if (timing.drawn === 1 && !tabHidden) timing.since = now();
    },
    gone(blockId) {
      const timing = timings.get(blockId);
      if (!timing || timing.drawn === 0) return;
      timing.drawn--;
      if (timing.drawn === 0) stop(timing, now());
    },
    setHidden(value) {
      if (value === tabHidden) return;
      tabHidden = value;
      const at = now();
      for (const timing of timings.values()) {
        if (value) stop(timing, at);
        else if (timing.drawn > 0) timing.since = at;
      }
    },
    spentMs(blockId) {
      const timing = timings.get(blockId);
      if (!timing) return null;
      const running = timing.since === null ? 0 : Math.max(0, now() - timing.since);
      return Math.min(MAX_ANSWER_MS, Math.round(timing.banked + running));
    },
    reset() {
      const at = now();
      for (const [blockId, timing] of timings) {
        if (timing.drawn === 0) timings.delete(blockId);
        timing.banked = 0;
        timing.since = timing.drawn > 0 && !tabHidden ? at : null;
      }
    },
  };
}

/** The player's clock: one per page load, paused with the tab. */
export const questionClock = createQuestionClock(
  () => performance.now(),
  typeof document !== "undefined" && document.visibilityState === "hidden",
);

if (typeof document !== "undefined") {
  document.addEventListener("visibilitychange", () => questionClock.setHidden(document.visibilityState === "hidden"));
}
