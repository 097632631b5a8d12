import { readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invitedLearner } from "../modules/shares/testing";
import { forEachDatabase } from "../test/context";
import { migrationsFolder } from "./migrate";
import { analyticsPageSessions, analyticsSessions } from "./schema";

/**
 * Migration 0032 on what the one-way join recorded before it (issue 17): the unique key taken off again, rows as
 * the old server left them put in, and the migration's statements run once more on them.
 */
forEachDatabase("migration 0032: sessions and visits recorded before the parts were joined both ways", (t) => {
  const statements = readFileSync(join(migrationsFolder(), "0032_analytics_session_runs.sql"), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);

  describe("joins", () => {
    it("sessions of one run into the oldest, a page's touching pieces into one visit, and sums the time again", async () => {
      const { learner, course, share, pages } = await invitedLearner(t, { pages: 2 });
      const [p1, p2] = [pages[0]?.id ?? 0, pages[1]?.id ?? 0];
      await t.db.execute(sql`drop index "analytics_sessions_run_unique"`);
      const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, seconds));
      const secondsOf = (date: Date) => (date.getTime() - at(0).getTime()) / 1000;
      const session = async (ended: number, seconds: number) => {
        const [row] = await t.db
          .insert(analyticsSessions)
          .values({
            share_id: share.id,
            course_id: course.id,
            user_id: learner.user.id,
            ip: "127.0.0.1",
            city: "Undefined",
            browser: "Firefox",
            os: "Linux",
            started_at: at(0),
            ended_at: at(ended),
            page_seconds: seconds,
          })
          .returning();
        if (!row) throw new Error("no session");
        return row.id;
      };
      const pieces = (sessionId: number, list: [number, number, number][]) =>
        t.db.insert(analyticsPageSessions).values(
          list.map(([page_id, from, to]) => ({
            session_id: sessionId,
            course_id: course.id,
            page_id,
            started_at: at(from),
            ended_at: at(to),
          })),
        );
      // The first part, then a later part that arrived before it (a session of its own), then the pagehide part
      // that arrived before the hide part (a second visit of page 2 in the first session).
      const first = await session(45, 45);
      await pieces(first, [
        [p1, 0, 20],
        [p2, 20, 50],
        [p2, 50, 51],
      ]);
      const orphan = await session(59, 8);
      await pieces(orphan, [[p2, 51, 59]]);
      // Another run (a later start) and a real second visit of page 1 stay as they are.
      const [other] = await t.db
        .insert(analyticsSessions)
        .values({
          share_id: share.id,
          course_id: course.id,
          user_id: learner.user.id,
          ip: "127.0.0.1",
          city: "Undefined",
          browser: "Firefox",
          os: "Linux",
          started_at: at(100),
          ended_at: at(130),
          page_seconds: 30,
        })
        .returning();
      await pieces(other?.id ?? 0, [
        [p1, 100, 110],
        [p2, 110, 120],
        [p1, 120, 130],
      ]);

      for (const statement of statements) await t.db.execute(sql.raw(statement));

      const sessions = await t.db
        .select()
        .from(analyticsSessions)
        .where(eq(analyticsSessions.share_id, share.id))
        .orderBy(asc(analyticsSessions.id));
      expect(sessions.map((row) => [row.id, row.ended_at.toISOString(), row.page_seconds])).toEqual([
        [first, at(59).toISOString(), 59],
        [other?.id, at(130).toISOString(), 30],
      ]);
      const visitsOf = async (sessionId: number) =>
        (
          await t.db
            .select()
            .from(analyticsPageSessions)
            .where(eq(analyticsPageSessions.session_id, sessionId))
            .orderBy(asc(analyticsPageSessions.started_at))
        ).map((row) => [row.page_id, secondsOf(row.started_at), secondsOf(row.ended_at)]);
      expect(await visitsOf(first)).toEqual([
        [p1, 0, 20],
        [p2, 20, 59],
      ]);
      expect(await visitsOf(other?.id ?? 0)).toEqual([
        [p1, 100, 110],
        [p2, 110, 120],
        [p1, 120, 130],
      ]);
      // The key is back, so a second session of the run can no longer be made.
      await expect(session(60, 0)).rejects.toThrow();
    });
  });
});
