import type { RedeemedLaunch } from "@coursewright/course-model";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessTokens, courseShares, courses, users } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { addShare } from "../shares/testing";
import { integrationLearnerEmail } from "./learners";
import { buildIntegration, launchFor, revokeIntegrationRow } from "./testing";

const REDEEM = "/api/integration_launches/redeem";

forEachDatabase("POST /api/integration_launches/redeem", (t) => {
  const redeem = (payload: object) => t.inject({ method: "POST", url: REDEEM, payload });
  const redeemed = async (payload: object): Promise<RedeemedLaunch> => {
    const res = await redeem(payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** A creator with a course of 2 pages of 1 block and an API integration of theirs. */
  const setup = async () => {
    const creator = await t.createUser({ creator: true });
    const built = await buildCourse(t.db, creator.user.id, { pages: 2, blocksPerPage: 1 });
    const integration = await buildIntegration(t.db, creator.user.id);
    return { creator, ...built, integration };
  };
  const learnerOf = async (integrationId: number, integrationUserId: string) => {
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.integration_id, integrationId), eq(users.integration_user_id, integrationUserId)));
    return row;
  };

  describe("player launches", () => {
    it("signs in a new integration learner on the integration's share of the course", async () => {
      const { course, integration } = await setup();
      const exp = Math.floor(Date.now() / 1000) + 24 * 3600;
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id, exp });
      const data = await redeemed({ launch });
      expect(data).toEqual({
        access_token: expect.any(String),
        expires_at: expect.any(String),
        course_id: course.id,
        share_id: expect.any(String),
        integration_user_id: "lms-user-1",
        purpose: "player",
        allowed_origins: ["https://lms.example.com"],
        scorm_version: null,
      });
      const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(11.9);
      expect(hours).toBeLessThanOrEqual(12);
      const learner = await learnerOf(integration.id, "lms-user-1");
      expect(learner).toMatchObject({
        name: "lms-user-1",
        email: integrationLearnerEmail(integration.id, "lms-user-1"),
        permissions: [],
      });
      expect(learner?.email).toMatch(/^i\d+-[0-9a-f]{24}@integrations\.invalid$/);
      const [share] = await t.db
        .select()
        .from(courseShares)
        .where(eq(courseShares.id, data.share_id ?? ""));
      expect(share).toMatchObject({ kind: "integration", integration_id: integration.id, course_id: course.id });
      const [token] = await t.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.user_id, learner?.id ?? 0));
      expect(token).toMatchObject({
        integration_id: integration.id,
        launch_kind: "player",
        launch_course_id: course.id,
      });
      const me = await t.inject({ method: "GET", url: "/api/user", headers: bearer(data.access_token) });
      expect(me.json().data.name).toBe("lms-user-1");
    });

    it("reuses the learner and the share for the same user, in parallel too", async () => {
      const { course, integration } = await setup();
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      const answers = await Promise.all([redeem({ launch }), redeem({ launch }), redeem({ launch })]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      const again = await redeemed({ launch });
      const shares = new Set([...answers.map((res) => res.json().data.share_id), again.share_id]);
      expect(shares.size).toBe(1);
      const learners = await t.db.select().from(users).where(eq(users.integration_id, integration.id));
      expect(learners).toHaveLength(1);
      const tokens = await t.db
        .select()
        .from(accessTokens)
        .where(eq(accessTokens.user_id, learners[0]?.id ?? 0));
      expect(tokens).toHaveLength(4);
    });

    it("keeps the same external user id of another integration a different learner", async () => {
      const { creator, course, integration } = await setup();
      const other = await buildIntegration(t.db, creator.user.id, { title: "Other LMS" });
      const first = await redeemed({
        launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id }),
      });
      const second = await redeemed({
        launch: await launchFor(t.db, { integrationId: other.id, courseId: course.id }),
      });
      expect(second.share_id).not.toBe(first.share_id);
      const a = await learnerOf(integration.id, "lms-user-1");
      const b = await learnerOf(other.id, "lms-user-1");
      expect(a?.id).toBeDefined();
      expect(b?.id).not.toBe(a?.id);
    });

    it("takes the launch's user over the body's, the body's when the launch names none, else anonymous", async () => {
      const { course, integration } = await setup();
      const named = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      expect((await redeemed({ launch: named, integration_user_id: "intruder" })).integration_user_id).toBe(
        "lms-user-1",
      );
      const open = await launchFor(t.db, {
        integrationId: integration.id,
        courseId: course.id,
        integrationUserId: null,
      });
      expect((await redeemed({ launch: open, integration_user_id: "scorm-learner-9" })).integration_user_id).toBe(
        "scorm-learner-9",
      );
      expect((await redeemed({ launch: open })).integration_user_id).toBe("anonymous");
      expect(await learnerOf(integration.id, "intruder")).toBeUndefined();
    });

    it("answers the SCORM version of a SCORM package's integration", async () => {
      const { creator, course } = await setup();
      const scorm = await buildIntegration(t.db, creator.user.id, {
        kind: "scorm",
        client_id: null,
        secret_hash: null,
        allowed_origins: [],
        course_id: course.id,
        scorm_version: "2004",
      });
      const launch = await launchFor(t.db, {
        integrationId: scorm.id,
        courseId: course.id,
        exp: null,
        integrationUserId: null,
      });
      expect(await redeemed({ launch, integration_user_id: "cmi-learner" })).toMatchObject({
        scorm_version: "2004",
        allowed_origins: [],
        integration_user_id: "cmi-learner",
      });
      const otherCourse = await buildCourse(t.db, creator.user.id);
      const misused = await launchFor(t.db, { integrationId: scorm.id, courseId: otherCourse.course.id });
      expect((await redeem({ launch: misused })).json().error).toBe("course_unavailable");
    });
  });

  describe("refusals", () => {
    it("answers 401 to a changed signature, a changed claim, an expired or a malformed launch", async () => {
      const { course, integration } = await setup();
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      const last = launch.at(-1) === "A" ? "B" : "A";
      const other = await buildCourse(t.db, integration.user_id);
      const refused = [
        `${launch.slice(0, -1)}${last}`,
        launch.replace(`.${course.id}.`, `.${other.course.id}.`),
        await launchFor(t.db, {
          integrationId: integration.id,
          courseId: course.id,
          exp: Math.floor(Date.now() / 1000) - 1,
        }),
        "v1.player.not-a-launch",
      ];
      for (const bad of refused) {
        const res = await redeem({ launch: bad });
        expect(res.statusCode, bad).toBe(401);
        expect(res.json().error).toBe("unauthenticated");
      }
      expect((await redeem({})).statusCode).toBe(422);
    });

    it("answers 404 course_unavailable for a revoked integration or a deleted course", async () => {
      const { creator, course, integration } = await setup();
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      await revokeIntegrationRow(t.db, integration.id);
      const revoked = await redeem({ launch });
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().error).toBe("course_unavailable");

      const live = await buildIntegration(t.db, creator.user.id);
      const gone = await launchFor(t.db, { integrationId: live.id, courseId: course.id });
      await t.db.delete(courses).where(eq(courses.id, course.id));
      expect((await redeem({ launch: gone })).json().error).toBe("course_unavailable");
    });

    it("refuses a launch for a course the integration's owner does not own", async () => {
      const { integration } = await setup();
      const stranger = await t.createUser({ creator: true });
      const { course } = await buildCourse(t.db, stranger.user.id);
      const res = await redeem({
        launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id }),
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe("builder launches", () => {
    it("signs the course's creator in for two hours, with no share", async () => {
      const { creator, course, integration } = await setup();
      const exp = Math.floor(Date.now() / 1000) + 24 * 3600;
      const launch = await launchFor(t.db, {
        integrationId: integration.id,
        courseId: course.id,
        purpose: "builder",
        exp,
      });
      const data = await redeemed({ launch });
      expect(data).toMatchObject({ purpose: "builder", share_id: null, integration_user_id: "lms-user-1" });
      const hours = (Date.parse(data.expires_at) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(1.9);
      expect(hours).toBeLessThanOrEqual(2);
      const read = await t.inject({
        method: "GET",
        url: `/api/courses/${course.id}`,
        headers: bearer(data.access_token),
      });
      expect(read.statusCode).toBe(200);
      const [token] = await t.db
        .select()
        .from(accessTokens)
        .where(and(eq(accessTokens.user_id, creator.user.id), isNotNull(accessTokens.integration_id)));
      expect(token).toMatchObject({
        integration_id: integration.id,
        launch_kind: "builder",
        launch_course_id: course.id,
      });
    });
  });

  describe("the sign-in's end", () => {
    it("never outlives the launch: a launch ending sooner ends the sign-in with it, in the answer and the row", async () => {
      const { course, integration } = await setup();
      const exp = Math.floor(Date.now() / 1000) + 90;
      for (const purpose of ["player", "builder"] as const) {
        const data = await redeemed({
          launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id, purpose, exp }),
        });
        expect(Date.parse(data.expires_at), purpose).toBe(exp * 1000);
        const [row] = await t.db
          .select({ expires_at: accessTokens.expires_at })
          .from(accessTokens)
          .where(eq(accessTokens.launch_kind, purpose))
          .orderBy(desc(accessTokens.id))
          .limit(1);
        expect(row?.expires_at.getTime(), purpose).toBe(exp * 1000);
      }
    });
  });

  describe("playing through the redeemed share", () => {
    it("lets the learner read the course and keep progress, and nothing else", async () => {
      const { creator, course, pages, blocks, integration } = await setup();
      const data = await redeemed({
        launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id }),
      });
      const auth = bearer(data.access_token);
      const shareId = data.share_id ?? "";
      const get = (url: string) => t.inject({ method: "GET", url, headers: auth });

      expect((await get(`/api/course_player/get_course/${course.id}?share_id=${shareId}`)).statusCode).toBe(200);
      const progress = await get(`/api/course_player/get_progress/${course.id}?share_id=${shareId}`);
      expect(progress.statusCode).toBe(200);
      const row = progress.json().data;
      const write = await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${row.id}`,
        headers: auth,
        payload: {
          current_page_id: pages[1]?.id,
          completed: true,
          passed: true,
          pass_percent: 100,
          met_display_conditions: [],
          current_attempt_number: 0,
          desired_pages_order: pages.map((p) => p.id),
          pages_progresses: pages.map((p) => ({ page_id: p.id, completed: true, finish_limit: null })),
          blocks_progresses: blocks.map((b) => ({ block_id: b.id, completed: true })),
        },
      });
      expect(write.statusCode, write.body).toBe(200);
      const again = await get(`/api/course_player/get_progress/${course.id}?share_id=${shareId}`);
      expect(again.json().data).toMatchObject({ completed: true, revision: 1 });

      // Another course of the same creator, even one shared publicly, stays closed to the integration learner.
      const other = await buildCourse(t.db, creator.user.id);
      const publicShare = await addShare(t, other.course.id, creator.user.id, "public");
      expect((await get(`/api/course_player/get_course/${other.course.id}`)).statusCode).toBe(403);
      expect(
        (await get(`/api/course_player/get_course/${other.course.id}?share_id=${publicShare.id}`)).statusCode,
      ).toBe(403);
      // The sign-in is held to its launch's course before the share is even looked at.
      const elsewhere = await get(`/api/course_player/get_course/${other.course.id}?share_id=${shareId}`);
      expect([elsewhere.statusCode, elsewhere.json().error]).toEqual([403, "launch_scope"]);
      expect((await get(`/api/courses/${course.id}`)).statusCode).toBe(403);
    });

    it("keeps the integration's share out of the creator's share list and share actions", async () => {
      const { creator, course, integration } = await setup();
      const data = await redeemed({
        launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id }),
      });
      const own = bearer(creator.token);
      const list = await t.inject({ method: "GET", url: `/api/course_shares?course_id=${course.id}`, headers: own });
      expect(list.statusCode).toBe(200);
      expect(list.json().data).toEqual([]);
      const revoke = await t.inject({ method: "DELETE", url: `/api/course_shares/${data.share_id}`, headers: own });
      expect(revoke.statusCode).toBe(404);
    });

    it("keeps an ordinary signed-in user out of an integration's share", async () => {
      const { course, integration } = await setup();
      const data = await redeemed({
        launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id }),
      });
      const visitor = await t.createUser();
      const res = await t.inject({
        method: "GET",
        url: `/api/course_player/get_course/${course.id}?share_id=${data.share_id}`,
        headers: bearer(visitor.token),
      });
      expect(res.statusCode).toBe(403);
    });
  });
});
