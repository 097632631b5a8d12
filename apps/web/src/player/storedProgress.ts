import { type CourseProgress, type PlayerState, startPlayer } from "@coursewright/course-model";

/** What happened in the other window whose progress this page took over, and how many take-overs so far. */
export interface TakeOver {
  elsewhere: "finished" | "started_again";
  count: number;
}

/**
 * The server refused a write as stale and kept what another window wrote (spec 4 lifecycle: a write of
 * another attempt, or one un-completing the stored attempt, changes nothing): the learner started again or
 * finished there. The player then plays the stored progress (the newer attempt where it stands, or the finished
 * screen with its score) rather than writing into an attempt the server no longer takes. A refusal of a write
 * sent before an earlier take-over, of the attempt now shown, takes nothing over (null).
 */
export function takeOverStored(
  engine: PlayerState,
  stored: CourseProgress,
  previous: TakeOver | null,
): { engine: PlayerState; takeOver: TakeOver } | null {
  const shown = engine.progress;
  if (stored.currentAttemptNumber === shown.currentAttemptNumber && stored.completed === shown.completed) return null;
  return {
    engine: startPlayer(engine.input, stored),
    takeOver: { elsewhere: stored.completed ? "finished" : "started_again", count: (previous?.count ?? 0) + 1 },
  };
}
