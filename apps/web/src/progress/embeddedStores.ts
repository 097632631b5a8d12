import { lmsParentChannel } from "../embedded/hostChannel";
import type { PlayerQuery } from "./createProgressStore";
import { createLaunchedLmsStore, createLmsStore } from "./integrationStores";
import { createMirroredStore } from "./mirroredStore";
import { browserTimers, type ProgressStore } from "./ProgressStore";
import { createParentChannel } from "./parentChannel";
import { createScormStore } from "./scormStore";
import { createServerStore, type ServerProgressStore } from "./serverStore";

/**
 * The stores of a player embedded in another system (lms, scorm), loaded only by such a player: with them come
 * the cross-window channel, SCORM's data model and suspend data.
 */
export function createEmbeddedStore(
  courseId: number,
  query: PlayerQuery & { mode: "lms" | "scorm" },
): ProgressStore | ServerProgressStore {
  if (query.mode === "lms") {
    // A redeemed launch gives the integration's share: the server keeps the progress, the parent is told.
    return query.shareId
      ? createLaunchedLmsStore(
          courseId,
          query.integrationUserId,
          lmsParentChannel(),
          createServerStore(courseId, query.shareId, browserTimers),
          browserTimers,
        )
      : createLmsStore(courseId, query.integrationUserId, lmsParentChannel(), browserTimers);
  }
  const scorm = createScormStore(createParentChannel(window, browserTimers), browserTimers, {
    version: query.scormVersion,
  });
  // A redeemed package launch gives the integration's share: its server progress is kept as well.
  return query.shareId ? createMirroredStore(scorm, createServerStore(courseId, query.shareId, browserTimers)) : scorm;
}
