import { type PlayerState, startPlayer } from "./engine";
import { type CourseProgress, emptyProgress, pageProgress } from "./progress";
import type { PlayerEnv, PlayerInput } from "./types";

/**
 * The page an address asks to open first (`page=`). A preview opens any page of the order (the builder's
 * Preview shows the page being edited); a learner only a page they have opened before, so an address cannot
 * carry them past pages they have not completed (the server would refuse the attempt's completion anyway).
 */
export interface PageRequest {
  pageId: number | null;
  /** A preview: nothing is kept, any page may open. */
  anyPage: boolean;
}

/**
 * Starts (or resumes) the player, on the requested page when there is no saved position and the request is
 * allowed: progress that says where the learner stands wins over the address, and completed progress opens on
 * the finished screen. A page not in the order falls back to the first page, as any opening does (spec 4).
 */
export function startPlayerAt(
  input: PlayerInput,
  saved: CourseProgress | null | undefined,
  request: PageRequest,
  env: PlayerEnv = {},
): PlayerState {
  const { pageId } = request;
  const placed = saved?.completed || (saved?.currentPageId ?? null) !== null;
  const allowed = request.anyPage || (saved ? pageProgress(saved, pageId ?? -1) !== undefined : false);
  if (pageId === null || placed || !allowed) return startPlayer(input, saved, env);
  return startPlayer(input, { ...(saved ?? emptyProgress(input.course.attempts)), currentPageId: pageId }, env);
}
