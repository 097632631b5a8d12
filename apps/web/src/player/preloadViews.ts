import { getBlockTraits, type PlayerPage } from "@coursewright/course-model";
import { preloadView } from "../blocks/viewRegistry";
import { loadJudging } from "./loadJudging";

const logFailure = (what: string) => (error: unknown) => console.error(`loading ${what} failed`, error);

/**
 * Starts loading the code a page needs as soon as its blocks are known, so showing it (and judging its
 * questions) waits for nothing: each type's view, and the judging when it holds a question.
 */
export function preloadPageViews(page: PlayerPage): void {
  const types = new Set(page.page_blocks.map((block) => block.type));
  for (const type of types) preloadView(type).catch(logFailure("a block view"));
  if ([...types].some((type) => getBlockTraits(type).isQuiz)) loadJudging().catch(logFailure("the judging"));
}
