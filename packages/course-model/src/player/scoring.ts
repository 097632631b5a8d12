import { getBlockTraits } from "../blocks/traits";
import type { PageBlock } from "../course/block";
import { COURSE_MODE, type Course } from "../course/course";
import { blockPosition, type CourseProgress, DEFAULT_PASS_PERCENT, isBlockCompleted, type Score } from "./progress";

/**
 * The score (spec 9): correct answers x 100 / scored blocks; 100 when no block is scored; always 100 in
 * presentation mode. Passed when the percent is at least min_pass_percent (spec 4).
 *
 * Rounding: the percent is rounded down to a whole number (2 of 3 right = 66). The server keeps a whole
 * percent, and with whole thresholds rounding down never changes the verdict: floor(p) >= min exactly when
 * p >= min, so 66.7 does not pass a 67 threshold the way rounding to nearest would let it.
 */

type ScoredBlock = Pick<PageBlock, "id" | "type" | "settings">;

/** Scorable block types count unless the author set question_counts_in_score to false. */
export function isScoredBlock(block: ScoredBlock): boolean {
  return getBlockTraits(block.type).scorable && block.settings.question_counts_in_score !== false;
}

/** A scored block counts as right when it was completed with a right answer; unanswered counts as wrong. */
export function isAnsweredCorrectly(blockId: number, progress: CourseProgress): boolean {
  return isBlockCompleted(progress, blockId) && blockPosition(progress, blockId)?.correct === true;
}

export function percentOf(correct: number, scored: number): number {
  if (scored === 0) return DEFAULT_PASS_PERCENT;
  return Math.floor((correct * 100) / scored);
}

/** `blocks` are those of the pages in the play order: pages cut from this attempt do not count. */
export function passPercent(
  course: Pick<Course, "mode">,
  blocks: readonly ScoredBlock[],
  progress: CourseProgress,
): number {
  if (course.mode === COURSE_MODE.PRESENTATION) return DEFAULT_PASS_PERCENT;
  const scored = blocks.filter(isScoredBlock);
  const correct = scored.filter((block) => isAnsweredCorrectly(block.id, progress)).length;
  return percentOf(correct, scored.length);
}

export const isPassed = (percent: number, minPassPercent: number): boolean => percent >= minPassPercent;

export function computeScore(
  course: Pick<Course, "mode" | "min_pass_percent">,
  blocks: readonly ScoredBlock[],
  progress: CourseProgress,
): Score {
  const percent = passPercent(course, blocks, progress);
  return { passPercent: percent, passed: isPassed(percent, course.min_pass_percent) };
}
