import { z } from "zod";
import { storedIdSchema } from "../course/common";
import { isServerDate, parseServerDate } from "../player/serverDate";
import type { ServerProgress } from "../player/serverForm";
import type { LearnerProgressSummary, ProgressState, ShareKind } from "./shares";

/**
 * Answers and bodies of the learner's side of a share (issue 5 parts 3 and 4): the entry screen, the
 * progress answer, the analytics beacon and the upcoming / completed lists.
 */

/** GET /api/course_shares/{shareId}/initial: what /courseShares/playerInitialPage/{shareId} shows. */
export interface ShareInitialInfo {
  share_id: string;
  kind: ShareKind;
  course: {
    id: number;
    title: string;
    description: string | null;
    /** Signed URL of the preview image, or the default preview image path. */
    preview_image: { media_id: number | null; url: string };
    /** Pages a run plays: every page, cut to limit_pages_number. */
    pages_count: number;
    /** The course's attempts limit; null for unlimited. */
    attempts: number | null;
    mode: 0 | 1;
  };
  /**
   * granted: the signed-in user may play (keeps progress on the server).
   * login_required: nobody is signed in; every share, public ones too, needs an account so progress is kept.
   * not_invited: an e-mail share, and the signed-in user's address is not among the invited ones.
   */
  access: "granted" | "login_required" | "not_invited";
  requires_login: boolean;
  state: ProgressState;
  progress: LearnerProgressSummary | null;
  /** Attempts not used up yet (the current open one counts as left); null for unlimited. */
  attempts_left: number | null;
  /** The course is completed and the progress rules allow another attempt (POST start_again). */
  can_start_again: boolean;
}

/**
 * GET /api/course_player/get_progress/{courseId}?share_id= and POST start_again answer this under `data`.
 * `share_id` is the share's string id (course-model's ServerProgress still types it as a number).
 */
export interface PlayerProgress extends Omit<ServerProgress, "share_id"> {
  share_id: string;
  course_id: number;
  /** The course's attempts limit (the client form's `attempts`); null for unlimited. */
  attempts: number | null;
  /** Grows by one with every stored write. */
  revision: number;
  /**
   * Lets navigator.sendBeacon (which sends no Authorization header) write this row: pass it as
   * `?beacon_token=` to update_progress and record_course_session. It is bound to this row and this user,
   * signed by the server, and expires (see beacon_token_expires_at); get_progress hands out a fresh one.
   */
  beacon_token: string;
  beacon_token_expires_at: string;
  updated_at: string;
}

/** POST /api/course_player/update_progress/{progressId} answers this under `data` (the hot path stays small). */
export interface ProgressWriteResult {
  id: number;
  revision: number;
  current_attempt_number: number;
  completed: boolean;
}

/** Dates of the analytics beacon: ISO 8601 or the server form 'DD.MM.YYYY HH:mm:ss' (UTC). */
const beaconDateSchema = z
  .string({ error: "validation.invalid" })
  .max(40, { error: "validation.too_long" })
  .refine((text) => isServerDate(text) || !Number.isNaN(Date.parse(text)), { error: "validation.invalid" })
  .transform((text) => parseServerDate(text) ?? new Date(text));

export const ANALYTICS_MAX_PAGE_SESSIONS = 5_000;

/**
 * POST /api/course_player/record_course_session (spec 3 Analytics session; a beacon: JSON, text/plain JSON,
 * URL-encoded or multipart form data, where page_sessions is then a JSON text). ip, city, browser and os
 * are the server's to fill; sent values are ignored.
 */
export const recordSessionRequestSchema = z
  .object({
    share_id: z.string({ error: "validation.required" }).max(64, { error: "validation.too_long" }),
    started_at: beaconDateSchema,
    ended_at: beaconDateSchema,
    page_sessions: z
      .array(z.object({ page_id: storedIdSchema, started_at: beaconDateSchema, ended_at: beaconDateSchema }))
      .max(ANALYTICS_MAX_PAGE_SESSIONS, { error: "validation.too_many" })
      .default([]),
    /**
     * A later part of a session already recorded (the player sends its session in parts while it runs): added
     * to the learner's session in this share that started at started_at; a first part is recorded as new.
     * "true" as form data.
     */
    continued: z
      .union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")])
      .optional()
      .default(false),
    beacon_token: z.string().max(200).optional(),
  })
  .refine((session) => session.ended_at >= session.started_at, {
    error: "validation.invalid",
    path: ["ended_at"],
  });
export type RecordSessionRequest = z.input<typeof recordSessionRequestSchema>;

/** One row of GET /api/course_player/upcoming and /completed. */
export interface LearnerCourse {
  share_id: string;
  course: { id: number; title: string; preview_image: { media_id: number | null; url: string } };
  state: ProgressState;
  /** Pages completed x 100 / pages of the run, rounded down. */
  progress_percent: number;
  passed: boolean | null;
  pass_percent: number | null;
  /** Last progress write (ISO 8601); null before the first. */
  last_activity_at: string | null;
}
