import type { recordSessionRequestSchema } from "@coursewright/course-model";
import type { z } from "zod";
import type { Database } from "../../db/open";
import { analyticsPageSessions, analyticsSessions } from "../../db/schema";

export type RecordedSession = z.output<typeof recordSessionRequestSchema>;

export interface SessionOrigin {
  courseId: number;
  userId: number;
  ip: string;
  city: string;
  browser: string;
  os: string;
}

/** The seconds of the page sessions, summed for the reports (a clock running backwards counts as none). */
export function pageSeconds(pages: readonly { started_at: Date | string; ended_at: Date | string }[]): number {
  let total = 0;
  for (const page of pages)
    total += Math.max(0, new Date(page.ended_at).getTime() - new Date(page.started_at).getTime());
  return total / 1000;
}

/** The session and its page sessions, in one transaction. */
export async function recordSession(db: Database, session: RecordedSession, origin: SessionOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(analyticsSessions)
      .values({
        share_id: session.share_id,
        course_id: origin.courseId,
        user_id: origin.userId,
        ip: origin.ip,
        city: origin.city,
        browser: origin.browser,
        os: origin.os,
        started_at: session.started_at,
        ended_at: session.ended_at,
        page_seconds: pageSeconds(session.page_sessions),
      })
      .returning({ id: analyticsSessions.id });
    if (!row) throw new Error("session not inserted");
    if (session.page_sessions.length > 0) {
      await tx.insert(analyticsPageSessions).values(
        session.page_sessions.map((page) => ({
          session_id: row.id,
          course_id: origin.courseId,
          page_id: page.page_id,
          started_at: page.started_at,
          ended_at: page.ended_at,
        })),
      );
    }
    return row.id;
  });
}
