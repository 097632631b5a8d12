import { z } from "zod";
import { emailSchema } from "../auth/schemas";
import { storedIdSchema } from "../course/common";

/**
 * Sharing a course with learners (issue 5 part 4): `/api/course_shares`. A share is a public link (anyone
 * signed in who has the link) or a list of invited e-mail addresses. Its id is a random 22-character
 * base64url string (132 bits): public links cannot be guessed or enumerated, and the same id is the
 * `{shareId}` of /courseShares/playerInitialPage/{shareId} and the `share_id` of every player call.
 */

export const SHARE_KINDS = ["public", "email"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** Most addresses one share invites in one request. */
export const SHARE_MAX_EMAILS = 200;
export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const shareIdSchema = z.string({ error: "validation.invalid" }).regex(SHARE_ID_PATTERN, {
  error: "validation.invalid",
});

/** POST /api/course_shares */
export const createShareRequestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ course_id: storedIdSchema, kind: z.literal("public") }),
    z.object({
      course_id: storedIdSchema,
      kind: z.literal("email"),
      emails: z
        .array(emailSchema)
        .min(1, { error: "validation.required" })
        .max(SHARE_MAX_EMAILS, { error: "validation.too_many" })
        .transform((emails) => [...new Set(emails)]),
    }),
  ],
  { error: "validation.invalid" },
);
export type CreateShareRequest = z.infer<typeof createShareRequestSchema>;

/** Where a learner stands in a share's course (a share's learner list, the entry screen, the learner lists). */
export type ProgressState = "not_started" | "in_progress" | "completed";

export interface LearnerProgressSummary {
  progress_id: number;
  state: Exclude<ProgressState, "not_started">;
  passed: boolean;
  pass_percent: number;
  current_attempt_number: number;
  /** Last write of the progress (ISO 8601). */
  updated_at: string;
}

/** One learner of a share: an invited address (email shares) or a user who opened the link (public shares). */
export interface ShareLearner {
  /** The invited address; for public shares the user's address. */
  email: string;
  /** null while nobody with this address has an account. */
  user_id: number | null;
  name: string | null;
  /** null while the learner has not opened the course. */
  progress: LearnerProgressSummary | null;
}

/** A share as the creator sees it. */
export interface CourseShare {
  id: string;
  course_id: number;
  kind: ShareKind;
  /** The learner's entry link: {PUBLIC_URL}/courseShares/playerInitialPage/{id}. */
  url: string;
  created_at: string;
  learners: ShareLearner[];
}
