import type { recordSessionRequestSchema } from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/open";
import { analyticsPageSessions, analyticsSessions } from "../../db/schema";
import { joinPieces } from "./pageJoin";

export type RecordedSession = z.output<typeof recordSessionRequestSchema>;

export interface SessionOrigin {
  courseId: number;
  userId: number;
  ip: string;
  city: string;
  browser: string;
  os: string;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The learner's session in this share that started at started_at, made if it is not there yet, and locked until
 * the transaction ends. One statement on the unique key (share, learner, start): two parts arriving at once can
 * neither make two sessions nor join their pages at the same time (the second waits for the first's commit).
 */
async function lockedSession(tx: Transaction, session: RecordedSession, origin: SessionOrigin): Promise<number> {
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
    })
    .onConflictDoUpdate({
      target: [analyticsSessions.share_id, analyticsSessions.user_id, analyticsSessions.started_at],
      set: { ended_at: sql`greatest(${analyticsSessions.ended_at}, excluded.ended_at)` },
    })
    .returning({ id: analyticsSessions.id });
  if (!row) throw new Error("session not recorded");
  return row.id;
}

/** The part's page pieces joined to the session's rows of the same pages (see pageJoin.ts). */
async function joinPages(
  tx: Transaction,
  sessionId: number,
  origin: SessionOrigin,
  pages: RecordedSession["page_sessions"],
): Promise<void> {
  if (pages.length === 0) return;
  const stored = await tx
    .select({
      id: analyticsPageSessions.id,
      page_id: analyticsPageSessions.page_id,
      started_at: analyticsPageSessions.started_at,
      ended_at: analyticsPageSessions.ended_at,
    })
    .from(analyticsPageSessions)
    .where(
      and(
        eq(analyticsPageSessions.session_id, sessionId),
        inArray(analyticsPageSessions.page_id, [...new Set(pages.map((page) => page.page_id))]),
      ),
    );
  const writes = joinPieces(stored, pages);
  for (const row of writes.update)
    await tx
      .update(analyticsPageSessions)
      .set({ started_at: row.started_at, ended_at: row.ended_at })
      .where(eq(analyticsPageSessions.id, row.id));
  if (writes.remove.length > 0)
    await tx.delete(analyticsPageSessions).where(inArray(analyticsPageSessions.id, writes.remove));
  if (writes.insert.length > 0)
    await tx.insert(analyticsPageSessions).values(
      writes.insert.map((page) => ({
        session_id: sessionId,
        course_id: origin.courseId,
        page_id: page.page_id,
        started_at: page.started_at,
        ended_at: page.ended_at,
      })),
    );
}

/**
 * A part of a session (the player sends its session in parts: see apps/web/src/player/sessionFlushes.ts), in one
 * transaction: the session is found by its start or made, the part's page pieces join its visits, and its
 * page_seconds is summed again from its page sessions. So the parts may come in any order, twice or at the
 * same time: the session ends up the same (`continued` is not needed to tell a first part from a later one).
 */
export async function recordSession(db: Database, session: RecordedSession, origin: SessionOrigin): Promise<number> {
  return db.transaction(async (tx) => {
    const sessionId = await lockedSession(tx, session, origin);
    await joinPages(tx, sessionId, origin, session.page_sessions);
    await tx
      .update(analyticsSessions)
      .set({
        page_seconds: sql`(select coalesce(sum(greatest(extract(epoch from ${analyticsPageSessions.ended_at} - ${analyticsPageSessions.started_at}), 0)), 0)
          from ${analyticsPageSessions} where ${analyticsPageSessions.session_id} = ${sessionId})`,
      })
      .where(eq(analyticsSessions.id, sessionId));
    return sessionId;
  });
}
