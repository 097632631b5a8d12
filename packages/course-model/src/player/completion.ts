import { getBlockTraits } from "../blocks/traits";
import type { PageBlock } from "../course/block";
import { isBlockVisible } from "./conditions";
import { addCompletedBlock, type BlockProgressPosition, type CourseProgress, isBlockCompleted } from "./progress";

/**
 * Page completion (spec 4 Course player): a page is complete when every block of a completable type with
 * completion_required is completed.
 */

type CompletionBlock = Pick<
  PageBlock,
  "id" | "type" | "completion_required" | "display_conditions" | "display_conditions_combine_type"
>;

/**
 * Whether the learner must complete this block before leaving the page. A block still hidden by its display
 * conditions is not required: the learner cannot act on what they cannot see, and a condition that can no
 * longer be met (a question answered wrong) must not lock the course.
 */
export function isBlockRequired(block: CompletionBlock, progress: CourseProgress): boolean {
  return block.completion_required && getBlockTraits(block.type).completable && isBlockVisible(block, progress);
}

export function isPageComplete(blocks: readonly CompletionBlock[], progress: CourseProgress): boolean {
  return blocks.every((block) => !isBlockRequired(block, progress) || isBlockCompleted(progress, block.id));
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
 * runs out. They count as completed, so the learner can move on, and as wrong in the score.
 */
export function failUnfinishedQuestions(
  blocks: readonly Pick<PageBlock, "id" | "type" | "settings">[],
  progress: CourseProgress,
): CourseProgress {
  return blocks
    .filter((block) => getBlockTraits(block.type).isQuiz && !isBlockCompleted(progress, block.id))
    .reduce((next, block) => addCompletedBlock(next, block.id, failedPosition(block)), progress);
}
