import type { HubEnrolment, LandingHub, LearnerCourse, ShareInitialInfo } from "@coursewright/course-model";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { courseShares, hubEntitlements, users } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { buildIntegration } from "../integrations/testing";
import { caller, publishedHub } from "./testing";

forEachDatabase("course hubs: enrolling in a free course", (t) => {
  const call = caller(t);
  const enrolUrl = (hubId: number, courseId: number) => `/api/course_hubs/landing/${hubId}/courses/${courseId}/enrol`;

  it("gives the learner the course at once: it plays, keeps progress and is listed under Upcoming courses", async () => {
    const { hub, free } = await publishedHub(t);
    const learner = await t.createUser();
    const before = await call("GET", `/api/course_player/get_course/${free.course.id}`, learner.token);
    expect(before.statusCode).toBe(403);

    const res = await call("POST", enrolUrl(hub.id, free.course.id), learner.token);
    expect(res.statusCode, res.body).toBe(200);
    const enrolment: HubEnrolment = res.json().data;
    expect(enrolment).toMatchObject({ hub_id: hub.id, course_id: free.course.id });
    expect(enrolment.share_id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const shareId = enrolment.share_id;
    const played = await call(
      "GET",
      `/api/course_player/get_course/${free.course.id}?share_id=${shareId}`,
      learner.token,
    );
    expect(played.statusCode, played.body).toBe(200);
    expect(played.json().data.title).toBe("Fire safety");
    const progress = await call(
      "GET",
      `/api/course_player/get_progress/${free.course.id}?share_id=${shareId}`,
      learner.token,
    );
    expect(progress.statusCode, progress.body).toBe(200);
    const initial: ShareInitialInfo = (await call("GET", `/api/course_shares/${shareId}/initial`, learner.token)).json()
      .data;
    expect(initial).toMatchObject({ access: "granted", course: { id: free.course.id, pages_count: 3 } });

    const upcoming: LearnerCourse[] = (await call("GET", "/api/course_player/upcoming", learner.token)).json().data;
    expect(upcoming).toMatchObject([{ share_id: shareId, course: { id: free.course.id, title: "Fire safety" } }]);

    const landing: LandingHub = (
      await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`, learner.token)
    ).json().data;
    expect(landing.courses.map((course) => [course.id, course.enrolled, course.share_id])).toEqual([
      [free.course.id, true, shareId],
      [expect.any(Number), false, null],
    ]);
  });

  it("is idempotent and shares one course share between every learner of the hub", async () => {
    const { hub, free, creator } = await publishedHub(t);
    const first = await t.createUser();
    const second = await t.createUser();
    const a: HubEnrolment = (await call("POST", enrolUrl(hub.id, free.course.id), first.token)).json().data;
    const again: HubEnrolment = (await call("POST", enrolUrl(hub.id, free.course.id), first.token)).json().data;
    const b: HubEnrolment = (await call("POST", enrolUrl(hub.id, free.course.id), second.token)).json().data;
    expect(again).toEqual(a);
    expect(b.share_id).toBe(a.share_id);
    const rows = await t.db.select().from(hubEntitlements).where(eq(hubEntitlements.hub_id, hub.id));
    expect(rows.map((row) => [row.user_id, row.source]).sort()).toEqual(
      [
        [first.user.id, "free"],
        [second.user.id, "free"],
      ].sort(),
    );
    const [share] = await t.db.select().from(courseShares).where(eq(courseShares.id, a.share_id));
    expect(share).toMatchObject({ kind: "hub", hub_id: hub.id, course_id: free.course.id });
    // The course's own share dialog lists no hub share: the hub's entitlements decide, not a link to hand out.
    const listed = await call("GET", `/api/course_shares?course_id=${free.course.id}`, creator.token);
    expect(listed.json().data).toEqual([]);
    expect((await call("DELETE", `/api/course_shares/${a.share_id}`, creator.token)).statusCode).toBe(404);
  });

  it("refuses a priced course (422 not free), anonymous visitors (401), a private hub's strangers (403)", async () => {
    const { hub, paid, free } = await publishedHub(t);
    const learner = await t.createUser();
    const priced = await call("POST", enrolUrl(hub.id, paid.course.id), learner.token);
    expect(priced.statusCode).toBe(422);
    expect(priced.json().errors).toEqual({ course_id: ["This course is not free."] });
    expect((await call("POST", enrolUrl(hub.id, free.course.id))).statusCode).toBe(401);
    const other = await publishedHub(t);
    expect((await call("POST", enrolUrl(hub.id, other.free.course.id), learner.token)).statusCode).toBe(404);
    const closed = await publishedHub(t, { visibility: "private" });
    expect((await call("POST", enrolUrl(closed.hub.id, closed.free.course.id), learner.token)).statusCode).toBe(403);
    // An integration's learner (LMS or SCORM) plays only what their system launches.
    const integration = await buildIntegration(t.db, (await t.createUser({ creator: true })).user.id);
    const lmsUser = await t.createUser();
    await t.db.update(users).set({ integration_id: integration.id }).where(eq(users.id, lmsUser.user.id));
    expect((await call("POST", enrolUrl(hub.id, free.course.id), lmsUser.token)).statusCode).toBe(403);
    const draft = await publishedHub(t, { published: false });
    expect((await call("POST", enrolUrl(draft.hub.id, draft.free.course.id), learner.token)).statusCode).toBe(404);
  });

  it("a revoked entitlement stops the course playing and takes it off Upcoming courses", async () => {
    const { hub, free } = await publishedHub(t);
    const learner = await t.createUser();
    const { share_id: shareId }: HubEnrolment = (
      await call("POST", enrolUrl(hub.id, free.course.id), learner.token)
    ).json().data;
    await call("GET", `/api/course_player/get_progress/${free.course.id}?share_id=${shareId}`, learner.token);
    await t.db
      .update(hubEntitlements)
      .set({ revoked_at: sql`now()` })
      .where(eq(hubEntitlements.user_id, learner.user.id));
    const played = await call(
      "GET",
      `/api/course_player/get_course/${free.course.id}?share_id=${shareId}`,
      learner.token,
    );
    expect(played.statusCode).toBe(403);
    expect((await call("GET", "/api/course_player/upcoming", learner.token)).json().data).toEqual([]);
    // Another learner of the same share never could play it.
    const stranger = await t.createUser();
    const theirs = await call(
      "GET",
      `/api/course_player/get_course/${free.course.id}?share_id=${shareId}`,
      stranger.token,
    );
    expect(theirs.statusCode).toBe(403);
  });
});
