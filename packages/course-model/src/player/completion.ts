import { getBlockTraits } from "../blocks/traits";
import type { PageBlock } from "../course/block";
import type { Page } from "../course/page";
import { isBlockVisible } from "./conditions";
import { type BlockProgressPosition, type CourseProgress, pageProgress } from "./progress";
import { isExpired } from "./timeLimit";

/**
 * Page completion (spec 4 Course player): a page is complete when every block of a completable type with
 * completion_required is completed. The player and the server judge a finished attempt with the same rule
 * (unfinishedPageId): the server stores `completed` only when every page of the dealt order passes it.
 */

export type CompletionBlock = Pick<
  PageBlock,
  "id" | "type" | "completion_required" | "display_conditions" | "display_conditions_combine_type" | "settings"
>;

/** A page as the completion rule reads it; a player page (blocks loaded) is one. */
export interface CompletionPage extends Pick<Page, "id" | "time_limit"> {
  page_blocks: readonly CompletionBlock[];
}

/**
 * Whether the learner must complete this block before leaving the page. A block still hidden by its display
 * conditions is not required: the learner cannot act on what they cannot see, and a condition that can no
 * longer be met (a question answered wrong) must not lock the course.
 */
export function isBlockRequired(block: Omit<CompletionBlock, "settings">, progress: CourseProgress): boolean {
  return block.completion_required && getBlockTraits(block.type).completable && isBlockVisible(block, progress);
}

/**
 * `completed` is progress.completedBlocks as a set, for a caller that checks many pages of one progress (the
 * server checks every page of an attempt: an array lookup per block would be quadratic).
 */
export function isPageComplete(
  blocks: readonly Omit<CompletionBlock, "settings">[],
  progress: CourseProgress,
  completed: ReadonlySet<number> = new Set(progress.completedBlocks),
): boolean {
  return blocks.every((block) => completed.has(block.id) || !isBlockRequired(block, progress));
}

/** What a question the learner did not answer in time records: failed, answer '-' (spec 4). */
export const UNANSWERED = "-";

export function failedPosition(block: Pick<PageBlock, "type" | "settings">): BlockProgressPosition {
  return {
    type: getBlockTraits(block.type).name,
    text: "",
    answerText: UNANSWERED,
    correctAnswerText: "",
    answerValue: UNANSWERED,
    correct: false,
    countsIsScore: block.settings.question_counts_in_score !== false,
  };
}

/**
 * Marks the page's unfinished question blocks failed with answer '-' (spec 4), when the page's time limit
 * runs out. They count as completed, so the learner can move on, and as wrong in the score. The progress is
 * returned unchanged (same object) when every question was answered.
 */
export function failUnfinishedQuestions(
  blocks: readonly Pick<PageBlock, "id" | "type" | "settings">[],
  progress: CourseProgress,
  completed: ReadonlySet<number> = new Set(progress.completedBlocks),
): CourseProgress {
  const failing = blocks.filter((block) => getBlockTraits(block.type).isQuiz && !completed.has(block.id));
  if (failing.length === 0) return progress;
  const ids = new Set(failing.map((block) => block.id));
  return {
    ...progress,
    completedBlocks: [...progress.completedBlocks, ...ids],
    blocksProgresses: [
      ...progress.blocksProgresses.filter((entry) => !ids.has(entry.id)),
      ...failing.map((block) => ({ id: block.id, position: failedPosition(block) })),
    ],
  };
}

/**
 * Whether a page counts as complete at `now`: by the rule above, and when the page's time limit has passed
 * (its finishLimit in progress), with its unanswered questions failed as '-' first, as the player does when
 * the time runs out.
 */
export function isPageCompleteAt(
  page: CompletionPage,
  progress: CourseProgress,
  now: number,
  completed: ReadonlySet<number> = new Set(progress.completedBlocks),
): boolean {
  const expired = page.time_limit !== null && isExpired(pageProgress(progress, page.id)?.finishLimit, now);
  if (!expired) return isPageComplete(page.page_blocks, progress, completed);
  const failed = failUnfinishedQuestions(page.page_blocks, progress, completed);
  return failed === progress
    ? isPageComplete(page.page_blocks, progress, completed)
    : isPageComplete(page.page_blocks, failed);
}

/**
 * The first page of the attempt, in play order, that is not complete at `now`; null when every page is, and
 * only then may the attempt be completed. The player finishes by it; the server refuses a completed attempt
 * by it.
 */
export function unfinishedPageId(
  pages: readonly CompletionPage[],
  progress: CourseProgress,
  now: number,
): number | null {
  const completed = new Set(progress.completedBlocks);
  return pages.find((page) => !isPageCompleteAt(page, progress, now, completed))?.id ?? null;
}
