import type { PlayerProgress } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { analyticsPageSessions, analyticsSessions } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { multipartBody } from "../media/testing";
import { invitedLearner } from "../shares/testing";

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

forEachDatabase("POST /api/course_player/record_course_session", (t) => {
  const url = "/api/course_player/record_course_session";
  const sessionsOf = (shareId: string) =>
    t.db.select().from(analyticsSessions).where(eq(analyticsSessions.share_id, shareId));

  describe("recording", () => {
    it("stores the session with ip, browser and os filled by the server, and its page sessions", async () => {
      const { learner, course, share, pages } = await invitedLearner(t, { pages: 2 });
      const res = await t.inject({
        method: "POST",
        url,
        headers: { ...bearer(learner.token), "user-agent": FIREFOX_LINUX },
        payload: {
          share_id: share.id,
          started_at: "2026-03-01T10:00:00.000Z",
          ended_at: "01.03.2026 10:05:00",
          ip: "1.2.3.4",
          browser: "Forged",
          page_sessions: [
            { page_id: pages[0]?.id, started_at: "2026-03-01T10:00:00Z", ended_at: "2026-03-01T10:02:00Z" },
            { page_id: pages[1]?.id, started_at: "2026-03-01T10:02:00Z", ended_at: "2026-03-01T10:05:00Z" },
          ],
        },
      });
      expect(res.statusCode).toBe(204);
      const [session, ...more] = await sessionsOf(share.id);
      expect(more).toEqual([]);
      expect(session).toMatchObject({
        course_id: course.id,
        user_id: learner.user.id,
        ip: "127.0.0.1",
        city: "Undefined",
        browser: "Firefox",
        os: "Linux",
      });
      expect(session?.ended_at.toISOString()).toBe("2026-03-01T10:05:00.000Z");
      const pageRows = await t.db
        .select()
        .from(analyticsPageSessions)
        .where(eq(analyticsPageSessions.session_id, session?.id ?? 0));
      expect(pageRows.map((row) => row.page_id).sort()).toEqual(pages.map((p) => p.id).sort());
    });

    it("fills the city from the local GeoLite2 lookup of the client's address", async () => {
      const { learner, share } = await invitedLearner(t);
      // Two runs (a run is its learner's session in a share from started_at), one from each address.
      for (const [run, remoteAddress] of ["134.58.253.57", "2a00:1450:4001:81c::200e"].entries()) {
        const payload = {
          share_id: share.id,
          started_at: `2026-03-01T1${run}:00:00Z`,
          ended_at: `2026-03-01T1${run}:01:00Z`,
        };
        const res = await t.inject({ method: "POST", url, headers: bearer(learner.token), payload, remoteAddress });
        expect(res.statusCode).toBe(204);
      }
      const sessions = await sessionsOf(share.id);
      expect(sessions.map((s) => [s.ip, s.city]).sort()).toEqual([
        ["134.58.253.57", "Leuven"],
        ["2a00:1450:4001:81c::200e", "Frankfurt am Main"],
      ]);
    });

    it("accepts beacons: form data with page_sessions as JSON text and the beacon_token, no Authorization", async () => {
      const { learner, course, share, pages } = await invitedLearner(t);
      const progress: PlayerProgress = (
        await t.inject({
          method: "GET",
          url: `/api/course_player/get_progress/${course.id}?share_id=${share.id}`,
          headers: bearer(learner.token),
        })
      ).json().data;
      const pageSessions = JSON.stringify([
        { page_id: pages[0]?.id, started_at: "2026-03-01T10:00:00Z", ended_at: "2026-03-01T10:01:00Z" },
      ]);
      const form = new URLSearchParams({
        share_id: share.id,
        started_at: "2026-03-01T10:00:00Z",
        ended_at: "2026-03-01T10:01:00Z",
        page_sessions: pageSessions,
        beacon_token: progress.beacon_token,
      });
      const urlencoded = await t.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": SAFARI_IPHONE },
        payload: form.toString(),
      });
      expect(urlencoded.statusCode).toBe(204);
      // A second run, sent as multipart form data.
      form.set("started_at", "2026-03-01T11:00:00Z");
      form.set("ended_at", "2026-03-01T11:01:00Z");
      form.set("page_sessions", pageSessions.replaceAll("T10:", "T11:"));
      const multipart = multipartBody([...form.entries()].map(([name, value]) => ({ name, value })));
      const formData = await t.inject({
        method: "POST",
        url,
        headers: { ...multipart.headers, "user-agent": SAFARI_IPHONE },
        payload: multipart.payload,
      });
      expect(formData.statusCode).toBe(204);
      const sessions = await sessionsOf(share.id);
      expect(sessions.map((s) => [s.browser, s.os, s.user_id])).toEqual([
        ["Safari", "iOS", learner.user.id],
        ["Safari", "iOS", learner.user.id],
      ]);
    });

    it("adds a continued part to its session: a page cut at the last send stays one visit, time is not counted twice", async () => {
      const { learner, share, pages } = await invitedLearner(t, { pages: 2 });
      const [p1, p2] = [pages[0]?.id ?? 0, pages[1]?.id ?? 0];
      const send = (payload: Record<string, unknown>) =>
        t.inject({ method: "POST", url, headers: bearer(learner.token), payload: { share_id: share.id, ...payload } });
      const start = "2026-03-01T10:00:00.000Z";
      // First part: page 1 from 10:00 to 10:01 (the player cut it there, it is still open).
      const first = await send({
        started_at: start,
        ended_at: "2026-03-01T10:01:00.457Z",
        page_sessions: [{ page_id: p1, started_at: start, ended_at: "2026-03-01T10:01:00.457Z" }],
      });
      expect(first.statusCode).toBe(204);
      // Second part: page 1 goes on until 10:01:30, then page 2 for 30 s.
      const second = await send({
        started_at: start,
        ended_at: "2026-03-01T10:02:00.000Z",
        continued: true,
        page_sessions: [
          { page_id: p1, started_at: "2026-03-01T10:01:00.457Z", ended_at: "2026-03-01T10:01:30.000Z" },
          { page_id: p2, started_at: "2026-03-01T10:01:30.000Z", ended_at: "2026-03-01T10:02:00.000Z" },
        ],
      });
      expect(second.statusCode).toBe(204);
      const [session, ...more] = await sessionsOf(share.id);
      expect(more).toEqual([]);
      expect(session?.page_seconds).toBe(120);
      expect(session?.ended_at.toISOString()).toBe("2026-03-01T10:02:00.000Z");
      const pageRows = await t.db
        .select()
        .from(analyticsPageSessions)
        .where(eq(analyticsPageSessions.session_id, session?.id ?? 0));
      expect(
        pageRows
          .map((row) => [row.page_id, row.started_at.toISOString(), row.ended_at.toISOString()])
          .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      ).toEqual([
        [p1, start, "2026-03-01T10:01:30.000Z"],
        [p2, "2026-03-01T10:01:30.000Z", "2026-03-01T10:02:00.000Z"],
      ]);
      // A continued part whose first part never arrived is a session of its own; a new run is a new session.
      const orphan = await send({
        started_at: "2026-03-01T11:00:00.000Z",
        ended_at: "2026-03-01T11:00:10.000Z",
        continued: "true",
        page_sessions: [{ page_id: p2, started_at: "2026-03-01T11:00:00Z", ended_at: "2026-03-01T11:00:10Z" }],
      });
      expect(orphan.statusCode).toBe(204);
      expect((await sessionsOf(share.id)).map((row) => row.page_seconds).sort((a, b) => a - b)).toEqual([10, 120]);
    });

    it("refuses anonymous sessions (401), strangers (403), revoked shares (404) and bad dates (422)", async () => {
      const { learner, share } = await invitedLearner(t);
      const payload = { share_id: share.id, started_at: "2026-03-01T10:00:00Z", ended_at: "2026-03-01T10:01:00Z" };
      expect((await t.inject({ method: "POST", url, payload })).statusCode).toBe(401);
      const stranger = await t.createUser();
      expect((await t.inject({ method: "POST", url, headers: bearer(stranger.token), payload })).statusCode).toBe(403);
      const backwards = { ...payload, ended_at: "2026-03-01T09:00:00Z" };
      const bad = await t.inject({ method: "POST", url, headers: bearer(learner.token), payload: backwards });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(["ended_at"]);
      const unknown = { ...payload, share_id: "AAAAAAAAAAAAAAAAAAAAAA" };
      const missing = await t.inject({ method: "POST", url, headers: bearer(learner.token), payload: unknown });
      expect(missing.json().error).toBe("course_unavailable");
      expect(await sessionsOf(share.id)).toEqual([]);
    });
  });
});
