import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsPageSessions, analyticsSessions } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { invitedLearner } from "../shares/testing";

/**
 * Issue 17: the player sends a session in parts (a regular send, then hide and pagehide when the tab closes), which
 * may reach the server in any order, twice, or at the same time. Whatever comes, a page played once is one visit
 * and its time is counted once.
 */
forEachDatabase("record_course_session: a session's parts in any order", (t) => {
  const url = "/api/course_player/record_course_session";

  /** The parts of a run that started at `start` (an ISO date at a whole minute): the ones a closing tab sends. */
  const partsOf = (start: string, p1: number, p2: number) => {
    const at = (seconds: string) => start.replace(":00.000Z", `:${seconds}Z`);
    return {
      // The regular send: page 1 for 20 s, page 2 cut at the send (still open).
      regular: {
        started_at: start,
        ended_at: at("45.000"),
        page_sessions: [
          { page_id: p1, started_at: start, ended_at: at("20.000") },
          { page_id: p2, started_at: at("20.000"), ended_at: at("45.000") },
        ],
      },
      // The tab is hidden: page 2 goes on, cut again.
      hide: {
        started_at: start,
        ended_at: at("50.250"),
        continued: true,
        page_sessions: [{ page_id: p2, started_at: at("45.000"), ended_at: at("50.250") }],
      },
      // The page goes away: page 2's last piece.
      pagehide: {
        started_at: start,
        ended_at: at("50.900"),
        continued: true,
        page_sessions: [{ page_id: p2, started_at: at("50.250"), ended_at: at("50.900") }],
      },
    };
  };

  /** What the reports read: the run's sessions, and their page sessions (one row a visit). */
  const recorded = async (shareId: string, start: string) => {
    const sessions = await t.db
      .select()
      .from(analyticsSessions)
      .where(eq(analyticsSessions.share_id, shareId))
      .orderBy(asc(analyticsSessions.id));
    const run = sessions.filter((session) => session.started_at.toISOString() === start);
    const pages = await Promise.all(
      run.map((session) =>
        t.db
          .select()
          .from(analyticsPageSessions)
          .where(eq(analyticsPageSessions.session_id, session.id))
          .orderBy(asc(analyticsPageSessions.started_at)),
      ),
    );
    return {
      sessions: run.map((session) => ({ ended_at: session.ended_at.toISOString(), seconds: session.page_seconds })),
      visits: pages.flat().map((row) => [row.page_id, row.started_at.toISOString(), row.ended_at.toISOString()]),
    };
  };

  /** One session of 50.9 s: page 1 once for 20 s, page 2 once from 0:20 to the close. */
  const oneVisitEach = (start: string, p1: number, p2: number) => {
    const at = (seconds: string) => start.replace(":00.000Z", `:${seconds}Z`);
    return {
      sessions: [{ ended_at: at("50.900"), seconds: 50.9 }],
      visits: [
        [p1, start, at("20.000")],
        [p2, at("20.000"), at("50.900")],
      ],
    };
  };

  const setUp = async () => {
    const { learner, share, pages } = await invitedLearner(t, { pages: 2 });
    const [p1, p2] = [pages[0]?.id ?? 0, pages[1]?.id ?? 0];
    const send = async (part: object) => {
      const res = await t.inject({
        method: "POST",
        url,
        headers: bearer(learner.token),
        payload: { share_id: share.id, ...part },
      });
      expect(res.statusCode, res.body).toBe(204);
    };
    return { share, p1, p2, send };
  };

  type PartName = "regular" | "hide" | "pagehide";
  const ORDERS: PartName[][] = [
    ["regular", "hide", "pagehide"],
    ["regular", "pagehide", "hide"],
    ["hide", "regular", "pagehide"],
    ["hide", "pagehide", "regular"],
    ["pagehide", "regular", "hide"],
    ["pagehide", "hide", "regular"],
  ];

  describe("joins the parts", () => {
    it("in every order: one session, one visit a page, the time once", async () => {
      const { share, p1, p2, send } = await setUp();
      for (const [index, order] of ORDERS.entries()) {
        const start = `2026-03-0${index + 1}T10:00:00.000Z`;
        const parts = partsOf(start, p1, p2);
        for (const name of order) await send(parts[name]);
        expect({ order, ...(await recorded(share.id, start)) }).toEqual({ order, ...oneVisitEach(start, p1, p2) });
      }
    });

    it("only the closing two, reversed (a tab closed before its first regular send)", async () => {
      const { share, p1, p2, send } = await setUp();
      const start = "2026-03-10T10:00:00.000Z";
      const { regular, pagehide } = partsOf(start, p1, p2);
      // The hide send is then the first part (not continued): page 2 cut at the hide, not at a regular send.
      const hide = {
        ...regular,
        ended_at: "2026-03-10T10:00:50.250Z",
        page_sessions: [
          regular.page_sessions[0],
          { page_id: p2, started_at: "2026-03-10T10:00:20.000Z", ended_at: "2026-03-10T10:00:50.250Z" },
        ],
      };
      await send(pagehide);
      await send(hide);
      expect(await recorded(share.id, start)).toEqual(oneVisitEach(start, p1, p2));
    });
  });

  describe("is idempotent", () => {
    it("counts a part sent twice once, whichever part and whenever it comes again", async () => {
      const { share, p1, p2, send } = await setUp();
      const runs: PartName[][] = [
        ["regular", "regular", "hide", "pagehide"],
        ["regular", "hide", "pagehide", "hide", "regular", "pagehide"],
        ["pagehide", "pagehide", "hide", "regular", "hide"],
      ];
      for (const [index, order] of runs.entries()) {
        const start = `2026-04-0${index + 1}T10:00:00.000Z`;
        const parts = partsOf(start, p1, p2);
        for (const name of order) await send(parts[name]);
        expect({ order, ...(await recorded(share.id, start)) }).toEqual({ order, ...oneVisitEach(start, p1, p2) });
      }
    });

    it("keeps two real visits of a page apart, and a second send of them changes nothing", async () => {
      const { share, p1, p2, send } = await setUp();
      const start = "2026-04-20T10:00:00.000Z";
      const part = {
        started_at: start,
        ended_at: "2026-04-20T10:03:00.000Z",
        page_sessions: [
          { page_id: p1, started_at: start, ended_at: "2026-04-20T10:01:00.000Z" },
          { page_id: p2, started_at: "2026-04-20T10:01:00.000Z", ended_at: "2026-04-20T10:02:00.000Z" },
          { page_id: p1, started_at: "2026-04-20T10:02:00.000Z", ended_at: "2026-04-20T10:03:00.000Z" },
        ],
      };
      await send(part);
      await send({ ...part, continued: true });
      const held = await recorded(share.id, start);
      expect(held.sessions).toEqual([{ ended_at: "2026-04-20T10:03:00.000Z", seconds: 180 }]);
      expect(held.visits).toEqual(part.page_sessions.map((p) => [p.page_id, p.started_at, p.ended_at]));
    });
  });

  describe("under concurrency", () => {
    it("parts racing each other (and their repeats) still make one session and one visit a page", async () => {
      const { share, p1, p2, send } = await setUp();
      const starts = [0, 1, 2, 3].map((run) => `2026-05-0${run + 1}T10:00:00.000Z`);
      // Every part of four runs at once, each part twice: on PostgreSQL they run on separate connections.
      await Promise.all(
        starts.flatMap((start) => {
          const parts = partsOf(start, p1, p2);
          return [parts.pagehide, parts.hide, parts.regular, parts.hide, parts.pagehide, parts.regular].map(send);
        }),
      );
      for (const start of starts) expect(await recorded(share.id, start)).toEqual(oneVisitEach(start, p1, p2));
    });
  });
});
