import type { BlockTypeCode } from "../blocks/types";
import { block, page } from "../builder/testFixtures";
import type { PageBlock } from "../course/block";
import type { Page } from "../course/page";
import type { BlockProgressPosition } from "./progress";
import type { PlayerPage } from "./types";

export { course, page, topic } from "../builder/testFixtures";

/** A page with its blocks, as get_single_page_full_info gives it to the player. */
export const playerPage = (
  id: number,
  blocks: readonly PageBlock[] = [],
  overrides: Partial<Page> & { topicId?: number | null; order?: number } = {},
): PlayerPage => {
  const { topicId = null, order = 0, ...rest } = overrides;
  return { ...page(id, topicId, order, rest), page_blocks: blocks };
};

/** A block at (x, y) on a page; completion_required true as new blocks have it. */
export const playerBlock = (
  id: number,
  pageId: number,
  type: BlockTypeCode,
  overrides: Partial<PageBlock> & { x?: number; y?: number } = {},
): PageBlock => {
  const { x = 0, y = 0, ...rest } = overrides;
  return block(id, pageId, type, { x, y }, rest);
};

/** What a quiz view records for an answer. */
export const answer = (
  correct: boolean,
  answerValue: BlockProgressPosition["answerValue"] = "a",
): BlockProgressPosition => ({
  type: "quiz_true_false",
  text: "Is it safe?",
  answerText: String(answerValue),
  correctAnswerText: "yes",
  answerValue,
  correct,
  countsIsScore: true,
});

/** A random source that returns the given numbers in turn, then 0. */
export const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++] ?? 0;
};
