import type { CourseShare, Paginated, ShareInitialInfo } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseProgresses, courses } from "../../db/schema";
import { bearer, forEachDatabase, uniqueEmail } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { addShare, invitedLearner, sharedCourse } from "./testing";

forEachDatabase("course shares API", (t) => {
  const send = (method: "POST" | "DELETE", url: string, token?: string, payload?: object, lang?: string) =>
    t.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...(lang ? { "content-language": lang } : {}) },
      ...(payload ? { payload } : {}),
    });
  const get = (url: string, token?: string) => t.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

  describe("POST /api/course_shares", () => {
    it("creates a public link with an unguessable id", async () => {
      const { user, token } = await t.createUser({ creator: true });
      const { course } = await buildCourse(t.db, user.id);
      const res = await send("POST", "/api/course_shares", token, { course_id: course.id, kind: "public" });
      expect(res.statusCode).toBe(201);
      const { data }: { data: CourseShare } = res.json();
      expect(data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(data).toMatchObject({ course_id: course.id, kind: "public", learners: [] });
      expect(data.url).toBe(`http://app.test/courseShares/playerInitialPage/${data.id}`);
    });

    it("invites learners by e-mail, each with a mail in the creator's language carrying the link", async () => {
      const { user, token } = await t.createUser({ creator: true, name: "Greta" });
      const { course } = await buildCourse(t.db, user.id, { title: "Brandschutz" });
      const known = await t.createUser({ name: "Known Learner" });
      const unknown = uniqueEmail("invitee");
      const res = await send(
        "POST",
        "/api/course_shares",
        token,
        { course_id: course.id, kind: "email", emails: [known.user.email.toUpperCase(), unknown, unknown] },
        "de",
      );
      expect(res.statusCode).toBe(201);
      const { data }: { data: CourseShare } = res.json();
      expect(data.learners).toEqual([
        { email: known.user.email, user_id: known.user.id, name: "Known Learner", progress: null },
        { email: unknown, user_id: null, name: null, progress: null },
      ]);
      for (const to of [known.user.email, unknown]) {
        const [mail, ...more] = await t.outbox(to);
        expect(more).toEqual([]);
        expect(mail?.subject).toBe("Greta hat den Kurs „Brandschutz“ mit Ihnen geteilt");
        expect(mail?.text).toContain(`http://app.test/courseShares/playerInitialPage/${data.id}`);
        expect(mail?.html).toContain(`/courseShares/playerInitialPage/${data.id}`);
      }
    });

    it("refuses a learner (403), another creator's course (403), no token (401) and an empty list (422)", async () => {
      const owner = await t.createUser({ creator: true });
      const other = await t.createUser({ creator: true });
      const learner = await t.createUser();
      const { course } = await buildCourse(t.db, owner.user.id);
      const body = { course_id: course.id, kind: "public" };
      expect((await send("POST", "/api/course_shares", learner.token, body)).statusCode).toBe(403);
      expect((await send("POST", "/api/course_shares", other.token, body)).statusCode).toBe(403);
      expect((await send("POST", "/api/course_shares", undefined, body)).statusCode).toBe(401);
      const empty = await send("POST", "/api/course_shares", owner.token, { ...body, kind: "email", emails: [] });
      expect(empty.statusCode).toBe(422);
      expect(Object.keys(empty.json().errors)).toEqual(["emails"]);
      const bad = await send("POST", "/api/course_shares", owner.token, { ...body, kind: "email", emails: ["nope"] });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe("GET /api/course_shares", () => {
    it("lists a course's active shares with their learners and where they stand", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      const publicShare = await addShare(t, course.id, creator.user.id, "public");
      const visitor = await t.createUser({ name: "Visitor" });
      await t.db.insert(courseProgresses).values([
        { share_id: share.id, course_id: course.id, user_id: learner.user.id, revision: 3, completed: true },
        { share_id: publicShare.id, course_id: course.id, user_id: visitor.user.id, revision: 1 },
      ]);
      const res = await get(`/api/course_shares?course_id=${course.id}`, creator.token);
      expect(res.statusCode).toBe(200);
      const body: Paginated<CourseShare> = res.json();
      expect(body.meta.total).toBe(2);
      const byId = new Map(body.data.map((s) => [s.id, s]));
      expect(byId.get(share.id)?.learners).toMatchObject([
        { email: learner.user.email, user_id: learner.user.id, progress: { state: "completed", passed: true } },
      ]);
      expect(byId.get(publicShare.id)?.learners).toMatchObject([
        { email: visitor.user.email, name: "Visitor", progress: { state: "in_progress" } },
      ]);
      const stranger = await t.createUser({ creator: true });
      expect((await get(`/api/course_shares?course_id=${course.id}`, stranger.token)).statusCode).toBe(403);
    });
  });

  describe("DELETE /api/course_shares/:shareId", () => {
    it("revokes: the share leaves the list, learners lose access, progress rows stay", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      await t.db
        .insert(courseProgresses)
        .values({ share_id: share.id, course_id: course.id, user_id: learner.user.id });
      const stranger = await t.createUser({ creator: true });
      expect((await send("DELETE", `/api/course_shares/${share.id}`, stranger.token)).statusCode).toBe(403);
      const res = await send("DELETE", `/api/course_shares/${share.id}`, creator.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("The share has been revoked. Its learners can no longer open the course.");
      const list: Paginated<CourseShare> = (
        await get(`/api/course_shares?course_id=${course.id}`, creator.token)
      ).json();
      expect(list.data).toEqual([]);
      const initial = await get(`/api/course_shares/${share.id}/initial`, learner.token);
      expect(initial.statusCode).toBe(404);
      expect(initial.json().error).toBe("course_unavailable");
      const rows = await t.db.select().from(courseProgresses).where(eq(courseProgresses.share_id, share.id));
      expect(rows).toHaveLength(1);
      expect((await send("DELETE", `/api/course_shares/${share.id}`, creator.token)).statusCode).toBe(404);
    });
  });

  describe("GET /api/course_shares/:shareId/initial", () => {
    it("shows the course to anyone and asks anonymous visitors to log in", async () => {
      const { share, course } = await sharedCourse(t, { kind: "public", title: "Safety", pages: 3, attempts: 2 });
      const res = await get(`/api/course_shares/${share.id}/initial`);
      expect(res.statusCode).toBe(200);
      const { data }: { data: ShareInitialInfo } = res.json();
      expect(data).toMatchObject({
        share_id: share.id,
        kind: "public",
        course: { id: course.id, title: "Safety", pages_count: 3, attempts: 2, mode: 0 },
        access: "login_required",
        requires_login: true,
        state: "not_started",
        progress: null,
        attempts_left: 2,
        can_start_again: false,
      });
      expect(data.course.preview_image.url).toBe("/images/default-course-preview.svg");
    });

    it("grants the invited learner, with attempts left and progress; refuses others politely", async () => {
      const { learner, share, course } = await invitedLearner(t, { attempts: 3 });
      await t.db.insert(courseProgresses).values({
        share_id: share.id,
        course_id: course.id,
        user_id: learner.user.id,
        current_attempt_number: 1,
        completed: true,
        passed: false,
        pass_percent: 40,
        revision: 5,
      });
      const mine: ShareInitialInfo = (await get(`/api/course_shares/${share.id}/initial`, learner.token)).json().data;
      expect(mine).toMatchObject({
        access: "granted",
        requires_login: false,
        state: "completed",
        progress: { state: "completed", passed: false, pass_percent: 40, current_attempt_number: 1 },
        attempts_left: 1,
        can_start_again: true,
      });
      const other = await t.createUser();
      const theirs: ShareInitialInfo = (await get(`/api/course_shares/${share.id}/initial`, other.token)).json().data;
      expect(theirs).toMatchObject({ access: "not_invited", requires_login: false, state: "not_started" });
    });

    it("answers course_unavailable for unknown ids and deleted courses", async () => {
      const unknown = await get("/api/course_shares/AAAAAAAAAAAAAAAAAAAAAA/initial");
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBe("course_unavailable");
      expect((await get("/api/course_shares/short/initial")).json().error).toBe("course_unavailable");
      const { share, course } = await sharedCourse(t, { kind: "public" });
      await t.db.delete(courses).where(eq(courses.id, course.id));
      expect((await get(`/api/course_shares/${share.id}/initial`)).json().error).toBe("course_unavailable");
    });
  });
});
