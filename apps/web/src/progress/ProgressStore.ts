import type { CourseProgress, Judgement, PageBlock, ProgressMode, QuizBlock } from "@coursewright/course-model";

/**
 * Where a learner's progress goes (ARCHITECTURE.md "The player and progress"): one implementation per
 * integration mode, chosen by the `progress_mode` query parameter. The player only ever talks to this.
 */
export interface ProgressStore {
  readonly mode: ProgressMode;
  /** Whether progress outlives this page view (false for the two previews). */
  readonly persists: boolean;
  /** The saved progress, or null to start fresh. */
  load(): Promise<CourseProgress | null>;
  /** Schedules a write; writes are debounced by the mode's WRITE_DELAY_MS and only the latest is sent. */
  save(progress: CourseProgress): void;
  /** Sends a pending write now: the page is being hidden or closed (a beacon in server mode). */
  flush(): void;
  /**
   * The next attempt's fresh progress (spec 4). Rejects with RESTART_REFUSED_MESSAGE (or the server's
   * translated sentence) when the lifecycle refuses.
   */
  restart(current: CourseProgress): Promise<CourseProgress>;
  /** The course was finished: tells the integration when the lifecycle says the completion event goes out. */
  finished(progress: CourseProgress): void;
  /** A question was judged: the SCORM mode records it as an interaction (spec 4 SCORM session). */
  answered?(block: QuizBlock & Pick<PageBlock, "id">, answer: unknown, judged: Pick<Judgement, "correct">): void;
  /**
   * A page's blocks arrived: the progress with what the store's own form left out restored from them (SCORM 1.2
   * suspend data may drop the readable texts of answers to fit its 4,096 characters), or the same object.
   */
  completeAnswers?(progress: CourseProgress, blocks: readonly PageBlock[]): CourseProgress;
  /** Blocks whose display conditions were just met; the integration modes tell the embedding window. */
  conditionsMet?(blockIds: readonly number[]): void;
  /**
   * Another window or attempt wrote newer progress, which the server kept and answered with (409
   * progress_stale: the learner started again or finished elsewhere): the listener gets it in the client form,
   * once per stored revision. Only stores whose progress the server keeps call it.
   */
  onStale?(listener: (stored: CourseProgress) => void): void;
  /** Flushes and lets go of timers and listeners. */
  dispose(): void;
}

/** Timers as the stores use them, so tests can drive them with fake ones. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
