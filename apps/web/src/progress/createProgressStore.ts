import { type ProgressMode, parseProgressMode, type ScormVersion } from "@coursewright/course-model";
import { createLocalStore, createPreviewStore } from "./localStores";
import { browserTimers, type ProgressStore } from "./ProgressStore";
import { parseScormVersion, SCORM_VERSION_PARAM } from "./scormVersion";
import { createServerStore, type ServerProgressStore } from "./serverStore";

/** The query parameter that chooses where progress goes; its values are course-model's PROGRESS_MODES. */
export const PROGRESS_MODE_PARAM = "progress_mode";

export interface PlayerQuery {
  mode: ProgressMode;
  shareId: string | null;
  integrationUserId: string | null;
  /** The SCORM package's version (scorm mode): which data model the LMS speaks. */
  scormVersion: ScormVersion;
  /** The page to open first (the builder's preview of the page being edited). */
  pageId: number | null;
}

export const samePlayerQuery = (a: PlayerQuery, b: PlayerQuery): boolean =>
  a.mode === b.mode &&
  a.shareId === b.shareId &&
  a.integrationUserId === b.integrationUserId &&
  a.scormVersion === b.scormVersion &&
  a.pageId === b.pageId;

export function readPlayerQuery(search: URLSearchParams): PlayerQuery {
  const page = Number(search.get("page"));
  const requested = parseProgressMode(search.get(PROGRESS_MODE_PARAM));
  const shareId = search.get("share_id");
  return {
    // Without a share there is no server progress to keep (the creator opening their own course): a preview.
    mode: requested === "server" && !shareId ? "preview" : requested,
    shareId,
    integrationUserId: search.get("integration_user_id"),
    scormVersion: parseScormVersion(search.get(SCORM_VERSION_PARAM)),
    pageId: Number.isInteger(page) && page > 0 ? page : null,
  };
}

/**
 * The store of the query's mode. The previews, the browser's storage and the server are at hand; an embedded
 * player's stores (lms, scorm) are loaded first, so that no other player downloads them.
 */
export async function createProgressStore(
  courseId: number,
  query: PlayerQuery,
): Promise<ProgressStore | ServerProgressStore> {
  switch (query.mode) {
    case "standalone_preview":
    case "preview":
      return createPreviewStore(query.mode);
    case "local":
      return createLocalStore(courseId, window.localStorage, browserTimers);
    case "lms":
    case "scorm": {
      const { createEmbeddedStore } = await import("./embeddedStores");
      return createEmbeddedStore(courseId, { ...query, mode: query.mode });
    }
    case "server":
      return createServerStore(courseId, query.shareId ?? "", browserTimers);
  }
}

/** A store whose progress the server keeps (server mode, and lms with a launch): analytics sessions go with it. */
export const isServerStore = (store: ProgressStore): store is ServerProgressStore => "recordSession" in store;
