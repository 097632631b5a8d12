import type { CourseWithContents, DataEnvelope, FullPage } from "@coursewright/course-model";
import { ApiError } from "../api/errors";
import { authClient } from "../api/http";
import { rememberPage } from "../routing/lastVisited";
import { navigateTo } from "../routing/navigation";

const HERE = { redirectOn404: false } as const;
const query = (shareId: string | null) => ({ ...HERE, query: { share_id: shareId ?? undefined } });
// The course's read answers 403 to someone it is not shared with: the player tells them (isNotShared).
const COURSE = (shareId: string | null) => ({ ...query(shareId), redirectOn403: false });

/** The player's reads (spec 7 Player course, Player page); a share_id makes them a learner's. */
export const playerApi = {
  course: async (courseId: number, shareId: string | null) =>
    (
      await authClient.get<DataEnvelope<CourseWithContents>>(
        `/api/course_player/get_course/${courseId}`,
        COURSE(shareId),
      )
    ).data,
  /** The page, and how long its media URLs work at least from now (see mediaFreshness.ts). */
  page: async (pageId: number, shareId: string | null): Promise<PlayerPageAnswer> => {
    const answer = await authClient.get<PlayerPageEnvelope>(
      `/api/course_player/get_single_page_full_info/${pageId}`,
      query(shareId),
    );
    return { page: answer.data, mediaLifetimeSeconds: answer.meta?.media_urls_lifetime_seconds };
  },
};

interface PlayerPageEnvelope extends DataEnvelope<FullPage> {
  meta?: { media_urls_lifetime_seconds?: number };
}

export interface PlayerPageAnswer {
  page: FullPage;
  mediaLifetimeSeconds: number | undefined;
}

/** The course is not shared with the signed-in user (their session is fine: a 401 would be a lost session). */
export function isNotShared(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code !== "launch_scope";
}

/**
 * Where a failed player read leads: a deleted or unpublished course, or a revoked share, to unavailable_course
 * (spec 2); a visitor without a session to login, coming back here after it. 403 and others the HTTP client
 * has already handled (dashboard, the failed-request banner). Returns true when it navigated away.
 */
export function leaveOnFailure(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404) {
    navigateTo("/unavailable_course", { replace: true });
    return true;
  }
  if (error.status === 401) {
    rememberPage(`${window.location.pathname}${window.location.search}`);
    navigateTo("/login", { replace: true });
    return true;
  }
  return error.status === 403;
}
