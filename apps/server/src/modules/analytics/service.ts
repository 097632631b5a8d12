import type { recordSessionRequestSchema } from "@coursewright/course-model";
import { and, desc, eq, sql } from "drizzle-orm";
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

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A later part of a session already recorded: its time is added to that session, and a page piece that starts
 * where a recorded page session of the same page ends continues that visit (the player cut it at its last send)
 * instead of counting a second one. Null when the first part never arrived: the part is then recorded as new.
 */
async function continueSession(
  tx: Transaction,
  session: RecordedSession,
  origin: SessionOrigin,
): Promise<number | null> {
  const [row] = await tx
    .select({ id: analyticsSessions.id })
    .from(analyticsSessions)
    .where(
      and(
        eq(analyticsSessions.user_id, origin.userId),
        eq(analyticsSessions.course_id, origin.courseId),
        eq(analyticsSessions.share_id, session.share_id),
        eq(analyticsSessions.started_at, session.started_at),
      ),
    )
    .orderBy(desc(analyticsSessions.id))
    .limit(1)
    .for("update");
  if (!row) return null;
  await tx
    .update(analyticsSessions)
    .set({
      ended_at: sql`greatest(${analyticsSessions.ended_at}, ${session.ended_at.toISOString()}::timestamptz)`,
      page_seconds: sql`${analyticsSessions.page_seconds} + ${pageSeconds(session.page_sessions)}`,
    })
    .where(eq(analyticsSessions.id, row.id));
  const fresh: RecordedSession["page_sessions"] = [];
  for (const page of session.page_sessions) {
    const joined = await tx
      .update(analyticsPageSessions)
      .set({ ended_at: page.ended_at })
      .where(
        and(
          eq(analyticsPageSessions.session_id, row.id),
          eq(analyticsPageSessions.page_id, page.page_id),
          eq(analyticsPageSessions.ended_at, page.started_at),
        ),
      )
      .returning({ id: analyticsPageSessions.id });
    if (joined.length === 0) fresh.push(page);
  }
  await insertPages(tx, row.id, origin, fresh);
  return row.id;
}

async function insertPages(
  tx: Transaction,
  sessionId: number,
  origin: SessionOrigin,
  pages: RecordedSession["page_sessions"],
): Promise<void> {
  if (pages.length === 0) return;
  await tx.insert(analyticsPageSessions).values(
    pages.map((page) => ({
      session_id: sessionId,
      course_id: origin.courseId,
      page_id: page.page_id,
      started_at: page.started_at,
      ended_at: page.ended_at,
    })),
  );
}

/** The session and its page sessions (or a later part of a session recorded before), in one transaction. */
export async function recordSession(db: Database, session: RecordedSession, origin: SessionOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    if (session.continued) {
      const continued = await continueSession(tx, session, origin);
      if (continued !== null) return continued;
    }
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
    await insertPages(tx, row.id, origin, session.page_sessions);
    return row.id;
  });
}
