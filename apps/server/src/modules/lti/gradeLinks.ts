import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courseProgresses, ltiGradeLinks } from "../../db/schema";
import type { JobSender } from "../../jobs/queue";
import { CLAIM } from "./claims";
import { SCORE_MAXIMUM } from "./deepLinking";
import type { VerifiedMessage } from "./launch";

/** LTI Assignment and Grade Services 2.0: the launch's endpoint claim and the scopes this tool uses. */
export const AGS_CLAIM = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint";
const SCOPE_BASE = "https://purl.imsglobal.org/spec/lti-ags/scope/";
export const AGS_SCOPE = {
  lineitem: `${SCOPE_BASE}lineitem`,
  lineitemReadonly: `${SCOPE_BASE}lineitem.readonly`,
  score: `${SCOPE_BASE}score`,
} as const;
export const SCORE_JOB = "lti-score";

/** Addresses the server will call: https only on a server answering over https (as for registrations). */
export function callableUrl(text: unknown, publicUrl: string): string | null {
  if (typeof text !== "string" || text.length > 2000) return null;
  try {
    const url = new URL(text);
    const https = publicUrl.startsWith("https://");
    return url.protocol === "https:" || (!https && url.protocol === "http:") ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Keeps where a learner's grade goes when the launch carries an AGS claim the tool can post scores with: the
 * score scope and a line item (or the container and the scope to find or make one there). Nothing otherwise.
 */
export async function rememberGradeLink(
  db: Database,
  publicUrl: string,
  { platform, payload, sub }: VerifiedMessage,
  learnerId: number,
  courseId: number,
): Promise<void> {
  const claim = payload[AGS_CLAIM] as Record<string, unknown> | undefined;
  const resourceLink = payload[CLAIM.resourceLink] as { id?: unknown } | undefined;
  if (!claim || typeof claim !== "object" || typeof resourceLink?.id !== "string") return;
  const scopes = Array.isArray(claim.scope) ? claim.scope.filter((s): s is string => typeof s === "string") : [];
  const lineitem = callableUrl(claim.lineitem, publicUrl);
  const lineitems = callableUrl(claim.lineitems, publicUrl);
  if (!scopes.includes(AGS_SCOPE.score)) return;
  if (!lineitem && !(lineitems && scopes.includes(AGS_SCOPE.lineitem))) return;
  const values = {
    sub,
    lineitem_url: lineitem,
    lineitems_url: lineitems,
    scopes: scopes.slice(0, 20),
    updated_at: new Date(),
  };
  await db
    .insert(ltiGradeLinks)
    .values({
      platform_id: platform.id,
      user_id: learnerId,
      course_id: courseId,
      resource_link_id: resourceLink.id.slice(0, 255),
      ...values,
    })
    .onConflictDoUpdate({
      target: [
        ltiGradeLinks.platform_id,
        ltiGradeLinks.user_id,
        ltiGradeLinks.course_id,
        ltiGradeLinks.resource_link_id,
      ],
      // A line item the platform names now wins over one found before; one found before stays when it names none.
      set: { ...values, lineitem_url: lineitem ?? sql`${ltiGradeLinks.lineitem_url}` },
    });
}

/**
 * A score as the job posts it (AGS 2.0 section 3.4), fixed when it was queued: a completed attempt's grade, or a
 * new attempt's reset (Initialized, NotReady and no score: the platform shows the activity as begun again).
 */
export type ScoreJobData = {
  linkId: number;
  timestamp: string;
} & (
  | { scoreGiven: number; scoreMaximum: number; activityProgress: "Completed"; gradingProgress: "FullyGraded" }
  | { activityProgress: "Initialized"; gradingProgress: "NotReady" }
);

/** What a link last queued, per attempt: one completion and one reset per attempt at most. */
const sentState = (what: "completed" | "started") =>
  sql<string>`${what}::text || ':' || ${courseProgresses.current_attempt_number}::text`;

/** The grade links of a progress row's learner and course whose last queued state is not `state`, now marked. */
function markLinks(db: Database, progressId: number, state: ReturnType<typeof sentState>, completed: boolean) {
  return db
    .update(ltiGradeLinks)
    .set({ sent_state: state })
    .from(courseProgresses)
    .where(
      and(
        eq(courseProgresses.id, progressId),
        eq(courseProgresses.completed, completed),
        eq(ltiGradeLinks.user_id, courseProgresses.user_id),
        eq(ltiGradeLinks.course_id, courseProgresses.course_id),
        sql`${ltiGradeLinks.sent_state} is distinct from ${state}`,
      ),
    )
    .returning({
      id: ltiGradeLinks.id,
      score: courseProgresses.pass_percent,
      completedAt: courseProgresses.completed_at,
      updatedAt: courseProgresses.updated_at,
    });
}

/**
 * After a progress write that completed an attempt: a score job for each grade link of the learner's course that
 * has not queued this attempt's completion yet. One conditional UPDATE (a cheap index probe for everyone else),
 * so concurrent writes of the same completion queue one job; the next attempt's completion queues its own.
 */
export async function queueScores(db: Database, jobs: JobSender, progressId: number): Promise<number> {
  const links = await markLinks(db, progressId, sentState("completed"), true);
  for (const link of links)
    await jobs.send<ScoreJobData>(SCORE_JOB, {
      linkId: link.id,
      scoreGiven: link.score,
      scoreMaximum: SCORE_MAXIMUM,
      activityProgress: "Completed",
      gradingProgress: "FullyGraded",
      timestamp: (link.completedAt ?? new Date()).toISOString(),
    });
  return links.length;
}

/**
 * After start_again: the new attempt is announced to the platform (Initialized, NotReady), timestamped with the
 * restart, so the grade book shows the work begun again until the attempt's completion sends its score (later,
 * so newer: platforms keep the score with the newest timestamp, whatever order the jobs run in).
 */
export async function queueAttemptStart(db: Database, jobs: JobSender, progressId: number): Promise<number> {
  const links = await markLinks(db, progressId, sentState("started"), false);
  for (const link of links)
    await jobs.send<ScoreJobData>(SCORE_JOB, {
      linkId: link.id,
      activityProgress: "Initialized",
      gradingProgress: "NotReady",
      timestamp: link.updatedAt.toISOString(),
    });
  return links.length;
}
