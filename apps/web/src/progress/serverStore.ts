import {
  type CourseProgress,
  fromServerForm,
  type PlayerProgress,
  type ProgressWriteResult,
  RESTART_REFUSED_MESSAGE,
  toServerForm,
  WRITE_DELAY_MS,
} from "@coursewright/course-model";
import { ApiError } from "../api/errors";
import { authClient } from "../api/http";
import type { AnalyticsSession } from "./analyticsSession";
import type { ProgressStore, Timers } from "./ProgressStore";
import { isPlayerProgress } from "./progressShape";
import { createWriteQueue } from "./writeQueue";

export const PLAYER_API = {
  progress: (courseId: number) => `/api/course_player/get_progress/${courseId}`,
  update: (progressId: number) => `/api/course_player/update_progress/${progressId}`,
  startAgain: (progressId: number) => `/api/course_player/start_again/${progressId}`,
  session: "/api/course_player/record_course_session",
};

const HERE = { redirectOn404: false } as const;

export interface ServerProgressStore extends ProgressStore {
  /** Sends the analytics session as a beacon (spec 7); nothing before progress has loaded. */
  recordSession(session: AnalyticsSession): void;
}

type Beacon = (url: string, body: Blob) => boolean;

/**
 * `server` (the default): progress loads from and writes to the API, one write per second at most; when the
 * page is hidden or closed what is pending goes as a beacon, authorised by the progress row's beacon_token
 * (a beacon carries no Authorization header).
 */
export function createServerStore(
  courseId: number,
  shareId: string,
  timers: Timers,
  beacon: Beacon = (url, body) => navigator.sendBeacon(url, body),
): ServerProgressStore {
  let row: PlayerProgress | null = null;
  let staleListener: ((stored: CourseProgress) => void) | null = null;
  let adoptedRevision = -1;
  const json = (value: unknown) => new Blob([JSON.stringify(value)], { type: "text/plain;charset=UTF-8" });

  /**
   * A 409: another window started again or finished, and the server kept that. Writes still waiting belong to
   * the refused attempt and are dropped; the stored row (its beacon token too) is this page's from now on.
   * Several writes in flight bring the same refusal: the stored revision is adopted once.
   */
  const adoptStored = (body: unknown) => {
    const stored = typeof body === "object" && body !== null && "data" in body ? body.data : null;
    if (!isPlayerProgress(stored)) {
      console.warn("progress write was stale");
      return;
    }
    if (stored.revision <= adoptedRevision) return;
    adoptedRevision = stored.revision;
    queue.cancel();
    row = stored;
    staleListener?.(fromServerForm(stored, stored.attempts));
  };

  const write = (progress: CourseProgress) => {
    if (!row) return;
    const id = row.id;
    authClient
      .post<{ data: ProgressWriteResult }>(PLAYER_API.update(id), toServerForm(progress), HERE)
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.code === "progress_stale") adoptStored(error.body);
        else console.error("saving progress failed", error);
      });
  };
  const urgent = (progress: CourseProgress) => {
    if (!row) return;
    const sent = beacon(PLAYER_API.update(row.id), json({ ...toServerForm(progress), beacon_token: row.beacon_token }));
    if (!sent) write(progress);
  };
  const queue = createWriteQueue(WRITE_DELAY_MS.server, write, { timers, urgent });

  const load = async (): Promise<CourseProgress> => {
    const answer = await authClient.get<{ data: PlayerProgress }>(PLAYER_API.progress(courseId), {
      ...HERE,
      // A share that does not invite this learner: the player says so instead of leaving for the dashboard.
      redirectOn403: false,
      query: { share_id: shareId },
    });
    row = answer.data;
    return fromServerForm(row, row.attempts);
  };

  return {
    mode: "server",
    persists: true,
    load,
    save: queue.save,
    flush: queue.flush,
    async restart() {
      queue.flush();
      if (!row) throw new Error(RESTART_REFUSED_MESSAGE);
      try {
        const answer = await authClient.post<{ data: PlayerProgress }>(PLAYER_API.startAgain(row.id), undefined, HERE);
        row = answer.data;
        return fromServerForm(row, row.attempts);
      } catch (error) {
        if (error instanceof ApiError && error.status === 422)
          throw new Error(error.serverMessage ?? RESTART_REFUSED_MESSAGE);
        // 409: another window started again first (or a double click): what the server keeps now is played.
        if (error instanceof ApiError && error.code === "progress_stale") return load();
        throw error;
      }
    },
    // Written at once rather than after the delay: the finished screen may be the last thing the learner sees.
    finished: queue.commit,
    onStale(listener) {
      staleListener = listener;
    },
    recordSession(session) {
      if (!row) return;
      beacon(PLAYER_API.session, json({ share_id: shareId, ...session, beacon_token: row.beacon_token }));
    },
    dispose: queue.flush,
  };
}
