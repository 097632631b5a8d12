import type { LandingHub } from "@coursewright/course-model";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { courses, hubEntitlements, hubs, users } from "../../db/schema";
import { bearer, eventually, forEachDatabase } from "../../test/context";
import { caller, publishedHub } from "./testing";

// The landing reads with the per-process caches on, as in production: what changes through this process shows at
// once; what changes elsewhere (the database directly, as another process would) shows once its notice arrives.
forEachDatabase(
  "course hubs: landing snapshots (SESSION_CACHE_SECONDS)",
  (t) => {
    const call = caller(t);
    const landing = async (hubId: number, token?: string): Promise<LandingHub> =>
      (await call("GET", `/api/course_hubs/landing/get_hub/${hubId}?with_courses=true`, token)).json().data;

    it("shows a settings change made through the API at once, and changes made elsewhere once noticed", async () => {
      const { creator, hub, free } = await publishedHub(t);
      expect((await landing(hub.id)).name).toBe("Safety Academy");
      await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { name: "Renamed here" });
      expect((await landing(hub.id)).name).toBe("Renamed here");

      await t.db.update(hubs).set({ name: "Renamed elsewhere" }).where(eq(hubs.id, hub.id));
      await eventually(async () => expect((await landing(hub.id)).name).toBe("Renamed elsewhere"));
      await t.db.update(courses).set({ title: "Course renamed" }).where(eq(courses.id, free.course.id));
      await eventually(async () => expect((await landing(hub.id)).courses[0]?.title).toBe("Course renamed"));
      await t.db.update(users).set({ name: "New creator name" }).where(eq(users.id, creator.user.id));
      await eventually(async () => expect((await landing(hub.id)).user.name).toBe("New creator name"));
      // Unpublished elsewhere: anonymous visitors lose it.
      await t.db.update(hubs).set({ published: false }).where(eq(hubs.id, hub.id));
      await eventually(async () => {
        const res = await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`);
        expect(res.statusCode).toBe(404);
      });
    });

    it("forgets a learner's refusal when they enrol, and their access when the entitlement is revoked elsewhere", async () => {
      const { hub, free } = await publishedHub(t);
      const learner = await t.createUser();
      const enrolment = await call(
        "POST",
        `/api/course_hubs/landing/${hub.id}/courses/${free.course.id}/enrol`,
        learner.token,
      );
      const shareId: string = enrolment.json().data.share_id;
      const url = `/api/course_player/get_course/${free.course.id}?share_id=${shareId}`;
      const play = () => t.inject({ method: "GET", url, headers: bearer(learner.token) });
      expect((await play()).statusCode).toBe(200);
      // Another learner is refused (and the refusal remembered) until they enrol through this process.
      const other = await t.createUser();
      const theirs = () => t.inject({ method: "GET", url, headers: bearer(other.token) });
      expect((await theirs()).statusCode).toBe(403);
      await call("POST", `/api/course_hubs/landing/${hub.id}/courses/${free.course.id}/enrol`, other.token);
      expect((await theirs()).statusCode).toBe(200);
      await t.db
        .update(hubEntitlements)
        .set({ revoked_at: sql`now()` })
        .where(eq(hubEntitlements.user_id, learner.user.id));
      await eventually(async () => expect((await play()).statusCode).toBe(403));
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30" } },
);
