import type { HubShare, HubShareInitialInfo, Paginated, SharedHub, SharedHubCourses } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseProgresses } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { caller, publishedHub, uploadImage } from "./testing";

forEachDatabase("course hubs: the learner's shared hubs", (t) => {
  const call = caller(t);

  describe("GET /api/hub_shares/{shareId}/initial", () => {
    it("asks anonymous visitors to log in, opens a link share to anyone signed in and an e-mail share to the invited", async () => {
      const { creator, hub } = await publishedHub(t, { visibility: "private" });
      const logo = await uploadImage(t, creator.token, "logo.png");
      await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { logo_media_id: logo.id });
      const invited = await t.createUser();
      const link: HubShare = (
        await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, { kind: "public" })
      ).json().data;
      const email: HubShare = (
        await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
          kind: "email",
          emails: [invited.user.email],
        })
      ).json().data;
      const initial = async (id: string, token?: string): Promise<HubShareInitialInfo> => {
        const res = await call("GET", `/api/hub_shares/${id}/initial`, token);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      expect(await initial(link.id)).toEqual({
        share_id: link.id,
        hub: { id: hub.id, name: "Safety Academy", slug: "safety-academy", logo: null, cover: null },
        access: "login_required",
      });
      const stranger = await t.createUser();
      // A private hub shows its name to those it is not open to, nothing more.
      expect(await initial(email.id, stranger.token)).toMatchObject({ access: "not_invited", hub: { logo: null } });
      const opened = await initial(email.id, invited.token);
      expect(opened.access).toBe("granted");
      expect(opened.hub.logo?.url).toContain("sig=");
      expect((await initial(link.id, stranger.token)).access).toBe("granted");
      const listed: Paginated<SharedHub> = (await call("GET", "/api/course_hubs/shared_to_me", stranger.token)).json();
      expect(listed.data.map((shared) => shared.id)).toEqual([hub.id]);
      await call("DELETE", `/api/course_hubs/${hub.id}/shares/${link.id}`, creator.token);
      const revoked = await call("GET", `/api/hub_shares/${link.id}/initial`, stranger.token);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().error).toBe("hub_unavailable");
      expect((await call("GET", "/api/hub_shares/nope/initial")).json().error).toBe("hub_unavailable");
      expect((await call("GET", "/api/course_hubs/shared_to_me", stranger.token)).json().data).toEqual([]);
    });
  });

  describe("GET /api/course_hubs/shared_to_me and shared_hub_courses/{hubId}", () => {
    it("lists the published hubs shared with the learner, latest first, and a hub's courses with what they hold", async () => {
      const learner = await t.createUser();
      const first = await publishedHub(t, { visibility: "private", name: "First hub" });
      const second = await publishedHub(t, { visibility: "public", name: "Second hub" });
      const draft = await publishedHub(t, { published: false, name: "Draft hub" });
      for (const { creator, hub } of [first, second, draft]) {
        await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, {
          kind: "email",
          emails: [learner.user.email],
        });
      }
      const res = await call("GET", "/api/course_hubs/shared_to_me", learner.token);
      expect(res.statusCode).toBe(200);
      const list: Paginated<SharedHub> = res.json();
      expect(list.data).toEqual([
        {
          id: second.hub.id,
          name: "Second hub",
          slug: "second-hub",
          logo: null,
          cover: null,
          courses_count: 2,
          owner_name: "Hub Creator",
          currency: "EUR",
        },
        {
          id: first.hub.id,
          name: "First hub",
          slug: "first-hub",
          logo: null,
          cover: null,
          courses_count: 2,
          owner_name: "Hub Creator",
          currency: "EUR",
        },
      ]);
      expect((await call("GET", "/api/course_hubs/shared_to_me")).statusCode).toBe(401);

      await call(
        "POST",
        `/api/course_hubs/landing/${first.hub.id}/courses/${first.free.course.id}/enrol`,
        learner.token,
      );
      const courses = await call("GET", `/api/course_hubs/shared_hub_courses/${first.hub.id}`, learner.token);
      expect(courses.statusCode, courses.body).toBe(200);
      const data: SharedHubCourses = courses.json().data;
      expect(data.hub.id).toBe(first.hub.id);
      expect(
        data.courses.map((course) => [course.title, course.enrolled, course.share_id !== null, course.progress]),
      ).toEqual([
        ["Fire safety", true, true, "not_started"],
        ["First aid", false, false, null],
      ]);
      expect(data.hub.currency).toBe("EUR");
      // Progress as the learner's course lists count it: a first write makes it in progress, then completed.
      const shareId = data.courses[0]?.share_id ?? "";
      const progressOf = async () => {
        const res = await call("GET", `/api/course_hubs/shared_hub_courses/${first.hub.id}`, learner.token);
        const answer: SharedHubCourses = res.json().data;
        return answer.courses.map((course) => course.progress);
      };
      const [row] = await t.db
        .insert(courseProgresses)
        .values({ share_id: shareId, course_id: first.free.course.id, user_id: learner.user.id, revision: 1 })
        .returning();
      expect(await progressOf()).toEqual(["in_progress", null]);
      await t.db
        .update(courseProgresses)
        .set({ completed: true, revision: 2 })
        .where(eq(courseProgresses.id, row?.id ?? 0));
      expect(await progressOf()).toEqual(["completed", null]);
      // Another learner's progress in the same share is theirs, not this one's.
      const other = await t.createUser();
      await call("POST", `/api/course_hubs/${first.hub.id}/shares`, first.creator.token, {
        kind: "email",
        emails: [other.user.email],
      });
      await call("POST", `/api/course_hubs/landing/${first.hub.id}/courses/${first.free.course.id}/enrol`, other.token);
      const theirs: SharedHubCourses = (
        await call("GET", `/api/course_hubs/shared_hub_courses/${first.hub.id}`, other.token)
      ).json().data;
      expect(theirs.courses.map((course) => course.progress)).toEqual(["not_started", null]);
      const stranger = await t.createUser();
      expect(
        (await call("GET", `/api/course_hubs/shared_hub_courses/${first.hub.id}`, stranger.token)).statusCode,
      ).toBe(403);
      expect((await call("GET", `/api/course_hubs/shared_hub_courses/${draft.hub.id}`, learner.token)).statusCode).toBe(
        404,
      );
    });
  });
});
