import { COURSE_MODE } from "../course/courseFields";
import type { Cmi5MoveOn } from "./vocabulary";

export interface Cmi5Completion {
  moveOn: Cmi5MoveOn;
  /** The pass mark as a scaled score (0..1, at most 4 decimals), or null when the course has none. */
  masteryScore: number | null;
}

/**
 * The AU's moveOn and masteryScore from the course's passing rules (course-model scoring: passed when the percent
 * is at least min_pass_percent; presentation mode always scores 100). A course that anybody passes (pass mark 0,
 * or presentation mode) asks only for completion; any other asks for completion and a pass, with the pass mark
 * scaled as the masteryScore, so the LMS counts the AU done exactly when the player says "Passed".
 */
export function cmi5Completion(course: { min_pass_percent: number; mode: number }): Cmi5Completion {
  const percent = Math.min(100, Math.max(0, Math.round(course.min_pass_percent)));
  if (course.mode === COURSE_MODE.PRESENTATION || percent === 0) return { moveOn: "Completed", masteryScore: null };
  return { moveOn: "CompletedAndPassed", masteryScore: percent / 100 };
}
