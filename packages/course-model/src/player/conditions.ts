import { DISPLAY_CONDITIONS_COMBINE_TYPE, type DisplayCondition, type PageBlock } from "../course/block";
import { blockPosition, type CourseProgress, isBlockCompleted } from "./progress";

/**
 * Display conditions (spec 3, spec 4 Course player). A block with conditions shows once they are met:
 * block_interacted when the target block was completed (a view completes a block when the learner interacts
 * with it), block_correctness when the target was answered right; AND (0) needs all, OR (1) any.
 *
 * Met conditions are tracked in progress.metDisplayConditions as the ids of the blocks whose conditions have
 * been met, in the order they were met. Keeping the shown block rather than each condition is what a resumed
 * page needs (which blocks to show) and what the integration is told; a block once shown stays shown, so a
 * changed answer never hides what the learner already saw. Start again clears the list with the progress.
 */

type ConditionalBlock = Pick<PageBlock, "id" | "display_conditions" | "display_conditions_combine_type">;

export function isConditionMet(condition: DisplayCondition, progress: CourseProgress): boolean {
  if (!isBlockCompleted(progress, condition.block_id)) return false;
  if (condition.kind === "block_interacted") return true;
  return blockPosition(progress, condition.block_id)?.correct === true;
}

/** Whether the block's conditions hold now; a block without conditions always shows. */
export function areConditionsMet(block: ConditionalBlock, progress: CourseProgress): boolean {
  const conditions = block.display_conditions;
  if (conditions.length === 0) return true;
  const met = (condition: DisplayCondition) => isConditionMet(condition, progress);
  return block.display_conditions_combine_type === DISPLAY_CONDITIONS_COMBINE_TYPE.OR
    ? conditions.some(met)
    : conditions.every(met);
}

export function isBlockVisible(block: ConditionalBlock, progress: CourseProgress): boolean {
  return (
    block.display_conditions.length === 0 ||
    progress.metDisplayConditions.includes(block.id) ||
    areConditionsMet(block, progress)
  );
}

export const shownBlocks = <B extends ConditionalBlock>(blocks: readonly B[], progress: CourseProgress): B[] =>
  blocks.filter((block) => isBlockVisible(block, progress));

/**
 * Records the blocks whose conditions have just been met. `newlyMet` is what the integration is sent; the
 * progress is returned unchanged (same object) when nothing new was met.
 */
export function trackMetConditions(
  progress: CourseProgress,
  blocks: readonly ConditionalBlock[],
): { progress: CourseProgress; newlyMet: number[] } {
  const newlyMet = blocks
    .filter(
      (block) =>
        block.display_conditions.length > 0 &&
        !progress.metDisplayConditions.includes(block.id) &&
        areConditionsMet(block, progress),
    )
    .map((block) => block.id);
  if (newlyMet.length === 0) return { progress, newlyMet };
  return { progress: { ...progress, metDisplayConditions: [...progress.metDisplayConditions, ...newlyMet] }, newlyMet };
}
