import { join } from "node:path";
import type { HubEnrolment, LandingHub } from "@coursewright/course-model";
import { expect, it } from "vitest";
import { createOutboxMailer } from "../mail/outboxMailer";
import { createLocalStorage } from "../storage/localStorage";
import { forEachDatabase } from "../test/context";
import { seedDemoCourse } from "./demoCourse";
import { DEMO_HUB_NAME, DEMO_PRICE, DEMO_PRICED_COURSE_TITLE, seedDemoHub } from "./demoHub";
import { seedDemoAccounts } from "./seed";

forEachDatabase("seedDemoHub", (t) => {
  it("publishes a public hub with a free and a priced course, a bundle, an event, banners, labels and pictures", async () => {
    await seedDemoAccounts(t.db, "demo-password");
    const course = await seedDemoCourse({ db: t.db, mailer: createOutboxMailer(t.db), config: t.config });
    const storage = createLocalStorage(join(t.started.dataDir, "files"));
    const hub = await seedDemoHub({ db: t.db, storage, config: t.config }, course);

    const res = await t.inject({ method: "GET", url: `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true` });
    expect(res.statusCode, res.body).toBe(200);
    const data: LandingHub = res.json().data;
    expect(data).toMatchObject({ name: DEMO_HUB_NAME, visibility: "public", published: true, access: "granted" });
    expect(data.courses.map((c) => [c.title, c.price])).toEqual([
      [course.title, 0],
      [DEMO_PRICED_COURSE_TITLE, DEMO_PRICE],
    ]);
    expect(data.selling).toEqual({ payments_enabled: true, provider_mode: "test" });
    expect(data.user.stripe_connect.stripe_id).toMatch(/^acct_test_/);
    expect(data.bundles).toHaveLength(1);
    expect(data.upcoming_events).toHaveLength(1);
    expect(Date.parse(data.upcoming_events[0]?.starts_at ?? "")).toBeGreaterThan(Date.now());
    expect(data.banners).toHaveLength(2);
    expect(data.categories.map((c) => c.title)).toEqual(["Getting started"]);
    expect(data.tags.map((tag) => tag.title)).toEqual(["Beginner", "Quizzes"]);
    for (const image of [data.cover, data.logo, data.bundles[0]?.image]) {
      const file = await t.inject({ method: "GET", url: image?.url ?? "/missing" });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/png");
    }

    // The demo learner enrols in the free course and plays it.
    const login = await t.inject({
      method: "POST",
      url: "/oauth/token",
      payload: { grant_type: "password", username: "learner@example.com", password: "demo-password", client_id: "web" },
    });
    const token = String(login.json().access_token);
    const headers = { authorization: `Bearer ${token}` };
    const enrol = await t.inject({
      method: "POST",
      url: `/api/course_hubs/landing/${hub.id}/courses/${course.id}/enrol`,
      headers,
    });
    const { share_id }: HubEnrolment = enrol.json().data;
    const played = await t.inject({
      method: "GET",
      url: `/api/course_player/get_course/${course.id}?share_id=${share_id}`,
      headers,
    });
    expect(played.statusCode).toBe(200);
    const pricedId = data.courses[1]?.id;
    const pay = await t.inject({
      method: "POST",
      url: `/api/course_hubs/landing/${hub.id}/courses/${pricedId}/enrol`,
      headers,
    });
    expect(pay.statusCode).toBe(422);
  });
});
