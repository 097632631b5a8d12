import type { Hub, Paginated } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseShares, hubAccessRequests, hubEntitlements, users } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { caller, createHub, publishedHub, uploadImage } from "./testing";

forEachDatabase("course hubs API: a creator's hubs", (t) => {
  const call = caller(t);

  describe("POST /api/course_hubs", () => {
    it("creates a private draft with a slug from the name, the creator's language, euros and default colours", async () => {
      const { user, token } = await t.createUser({ creator: true });
      await t.db.update(users).set({ locale: "de" }).where(eq(users.id, user.id));
      const hub = await createHub(t, token, "Café Über Kurse 2");
      expect(hub).toMatchObject({
        name: "Café Über Kurse 2",
        slug: "cafe-uber-kurse-2",
        description: "",
        visibility: "private",
        published: false,
        language: "de",
        currency: "EUR",
        colors: { primary: "#5062fe", background: "#ffffff", text: "#1a1b1e" },
        logo: null,
        url: `http://app.test/hubs/landing/${hub.id}/cafe-uber-kurse-2`,
        counts: { courses: 0, bundles: 0, events: 0, banners: 0, shares: 0, learners: 0, pending_requests: 0 },
      });
    });

    it("refuses a learner (403), no token (401) and an empty name (422)", async () => {
      const learner = await t.createUser();
      const creator = await t.createUser({ creator: true });
      expect((await call("POST", "/api/course_hubs", learner.token, { name: "x" })).statusCode).toBe(403);
      expect((await call("POST", "/api/course_hubs", undefined, { name: "x" })).statusCode).toBe(401);
      const empty = await call("POST", "/api/course_hubs", creator.token, { name: "  " });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().errors).toEqual({ name: ["This field is required."] });
    });
  });

  describe("GET /api/course_hubs", () => {
    it("lists only the creator's own hubs, last edited first, with a search", async () => {
      const mine = await t.createUser({ creator: true });
      const other = await t.createUser({ creator: true });
      await createHub(t, mine.token, "Alpha hub");
      await createHub(t, mine.token, "Beta hub");
      await createHub(t, other.token, "Alpha elsewhere");
      const all: Paginated<Hub> = (await call("GET", "/api/course_hubs", mine.token)).json();
      expect(all.data.map((hub) => hub.name)).toEqual(["Beta hub", "Alpha hub"]);
      expect(all.meta).toMatchObject({ total: 2, current_page: 1, per_page: 12 });
      const found: Paginated<Hub> = (await call("GET", "/api/course_hubs?search=alph", mine.token)).json();
      expect(found.data.map((hub) => hub.name)).toEqual(["Alpha hub"]);
    });
  });

  describe("GET, PUT, DELETE /api/course_hubs/{hubId}", () => {
    it("changes the settings sent, sanitising the description, and answers them", async () => {
      const { token } = await t.createUser({ creator: true });
      const hub = await createHub(t, token, "Settings");
      const logo = await uploadImage(t, token, "logo.png");
      const res = await call("PUT", `/api/course_hubs/${hub.id}`, token, {
        slug: "new-slug",
        description: '<p onclick="steal()">Hello <script>alert(1)</script><strong>world</strong></p>',
        logo_media_id: logo.id,
        colors: { primary: "#AABBCC", background: "#000000", text: "#ffffff" },
        currency: "JPY",
        visibility: "public",
        published: true,
        seo_title: "  ",
        language: "de",
      });
      expect(res.statusCode, res.body).toBe(200);
      const data: Hub = res.json().data;
      expect(data).toMatchObject({
        slug: "new-slug",
        description: "<p>Hello <strong>world</strong></p>",
        colors: { primary: "#aabbcc", background: "#000000", text: "#ffffff" },
        currency: "JPY",
        visibility: "public",
        published: true,
        seo_title: null,
        language: "de",
        url: `http://app.test/hubs/landing/${hub.id}/new-slug`,
      });
      expect(data.logo).toMatchObject({ media_id: logo.id, alt: "logo.png" });
      expect(data.logo?.url).toMatch(new RegExp(`^/api/course_hubs/landing/${hub.id}/media/${logo.id}\\?v=`));
      expect((await call("GET", `/api/course_hubs/${hub.id}`, token)).json().data).toEqual(data);
    });

    it("refuses bad settings with field errors: slug, currency, colours, images of the wrong type or owner, theme", async () => {
      const { token } = await t.createUser({ creator: true });
      const other = await t.createUser({ creator: true });
      const hub = await createHub(t, token, "Bad input");
      const othersImage = await uploadImage(t, other.token);
      const res = await call("PUT", `/api/course_hubs/${hub.id}`, token, {
        slug: "Not A Slug!",
        currency: "XYZ",
        colors: { primary: "red", background: "#000000", text: "#ffffff" },
        visibility: "secret",
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(["colors.primary", "currency", "slug", "visibility"]);
      expect(res.json().errors.slug).toEqual([
        "Use only lower-case letters, digits and single hyphens (for example my-hub-2).",
      ]);
      expect(res.json().errors.currency).toEqual(["Choose a currency from the ISO 4217 list."]);
      const refs = await call("PUT", `/api/course_hubs/${hub.id}`, token, {
        cover_media_id: othersImage.id,
        og_image_media_id: 2147483647,
        theme_id: 2147483647,
      });
      expect(refs.statusCode).toBe(422);
      expect(Object.keys(refs.json().errors).sort()).toEqual(["cover_media_id", "og_image_media_id", "theme_id"]);
    });

    it("refuses a document as an image (wrong media type)", async () => {
      const { token } = await t.createUser({ creator: true });
      const hub = await createHub(t, token);
      const { fileUpload, samples } = await import("../media/testing");
      const body = fileUpload("paper.pdf", samples.pdf());
      const uploaded = await t.inject({
        method: "POST",
        url: "/api/medialibrary/upload_file",
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      const res = await call("PUT", `/api/course_hubs/${hub.id}`, token, { logo_media_id: uploaded.json().data.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ logo_media_id: ["Choose an image from your media library."] });
    });

    it("answers 403 for another creator's hub and 404 for an unknown one, on every verb", async () => {
      const { token } = await t.createUser({ creator: true });
      const stranger = await t.createUser({ creator: true });
      const hub = await createHub(t, token);
      for (const method of ["GET", "PUT", "DELETE"] as const) {
        const body = method === "PUT" ? { name: "Mine now" } : undefined;
        expect((await call(method, `/api/course_hubs/${hub.id}`, stranger.token, body)).statusCode).toBe(403);
        expect((await call(method, "/api/course_hubs/2147483647", token, body)).statusCode).toBe(404);
      }
      expect((await call("POST", `/api/course_hubs/${hub.id}/duplicate`, stranger.token)).statusCode).toBe(403);
    });

    it("counts what goes with the hub, then deletes it: its learners' course shares are revoked, progress kept", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const learner = await t.createUser();
      const enrol = await call(
        "POST",
        `/api/course_hubs/landing/${hub.id}/courses/${free.course.id}/enrol`,
        learner.token,
      );
      expect(enrol.statusCode, enrol.body).toBe(200);
      const asker = await t.createUser();
      await t.db.insert(hubAccessRequests).values({ hub_id: hub.id, user_id: asker.user.id });
      await call("POST", `/api/course_hubs/${hub.id}/shares`, creator.token, { kind: "public" });
      const before: Hub = (await call("GET", `/api/course_hubs/${hub.id}`, creator.token)).json().data;
      expect(before.counts).toEqual({
        courses: 2,
        bundles: 0,
        events: 0,
        banners: 0,
        shares: 1,
        learners: 1,
        pending_requests: 1,
      });
      const res = await call("DELETE", `/api/course_hubs/${hub.id}`, creator.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("The hub has been deleted.");
      expect((await call("GET", `/api/course_hubs/${hub.id}`, creator.token)).statusCode).toBe(404);
      const [share] = await t.db.select().from(courseShares).where(eq(courseShares.course_id, free.course.id));
      expect(share?.revoked_at).not.toBeNull();
      expect(share?.hub_id).toBeNull();
      expect(await t.db.select().from(hubEntitlements).where(eq(hubEntitlements.hub_id, hub.id))).toEqual([]);
    });
  });

  describe("POST /api/course_hubs/{hubId}/duplicate", () => {
    it("copies settings, courses with prices, categories and tags, bundles, events and banners as a draft", async () => {
      const { creator, hub, free, paid } = await publishedHub(t);
      const token = creator.token;
      const category = (await call("POST", "/api/categories", token, { title: "Safety" })).json().data;
      const tag = (await call("POST", "/api/tags", token, { title: "Beginner" })).json().data;
      await call("PUT", `/api/course_hubs/${hub.id}/courses`, token, {
        courses: [
          { course_id: free.course.id, featured: true, price: 0, category_ids: [category.id], tag_ids: [tag.id] },
          { course_id: paid.course.id, price: 990 },
        ],
      });
      await call("POST", `/api/course_hubs/${hub.id}/bundles`, token, {
        title: "Both",
        course_ids: [paid.course.id, free.course.id],
        price: 1500,
      });
      await call("POST", `/api/course_hubs/${hub.id}/events`, token, {
        title: "Live session",
        starts_at: "2030-03-01T10:00",
        ends_at: "2030-03-01T11:00",
        time_zone: "Europe/Berlin",
        capacity: 20,
        price: 0,
      });
      await call("POST", `/api/course_hubs/${hub.id}/banners`, token, {
        title: "See the courses",
        link_kind: "internal",
        link: `/hubs/landing/courses/${hub.id}/${hub.slug}?price=free`,
      });
      await call("POST", `/api/course_hubs/${hub.id}/shares`, token, { kind: "public" });
      const res = await call("POST", `/api/course_hubs/${hub.id}/duplicate`, token, undefined, "de");
      expect(res.statusCode, res.body).toBe(201);
      const copy: Hub = res.json().data;
      expect(copy).toMatchObject({
        name: "Safety Academy (Kopie)",
        slug: "safety-academy-kopie",
        published: false,
        visibility: "public",
        counts: { courses: 2, bundles: 1, events: 1, banners: 1, shares: 0, learners: 0, pending_requests: 0 },
      });
      const courses = (await call("GET", `/api/course_hubs/${copy.id}/courses`, token)).json().data;
      expect(courses).toMatchObject([
        { course_id: free.course.id, featured: true, price: 0, category_ids: [category.id], tag_ids: [tag.id] },
        { course_id: paid.course.id, featured: false, price: 990, category_ids: [], tag_ids: [] },
      ]);
      const bundles = (await call("GET", `/api/course_hubs/${copy.id}/bundles`, token)).json().data;
      expect(bundles).toMatchObject([{ title: "Both", course_ids: [paid.course.id, free.course.id], hub_id: copy.id }]);
      const banners = (await call("GET", `/api/course_hubs/${copy.id}/banners`, token)).json().data;
      expect(banners[0].link).toBe(`/hubs/landing/courses/${copy.id}/safety-academy-kopie?price=free`);
      const events = (await call("GET", `/api/course_hubs/${copy.id}/events`, token)).json().data;
      expect(events).toMatchObject([{ title: "Live session", starts_at: "2030-03-01T09:00:00.000Z", capacity: 20 }]);
    });
  });

  describe("GET, PUT /api/course_hubs/{hubId}/courses", () => {
    it("replaces the ordered list; a course taken out leaves the hub's bundles", async () => {
      const { creator, hub, free, paid } = await publishedHub(t);
      const third = await buildCourse(t.db, creator.user.id, { title: "Third" });
      await call("POST", `/api/course_hubs/${hub.id}/bundles`, creator.token, {
        title: "Pair",
        course_ids: [free.course.id, paid.course.id],
        price: 100,
      });
      const res = await call("PUT", `/api/course_hubs/${hub.id}/courses`, creator.token, {
        courses: [{ course_id: third.course.id, price: 500, featured: true }, { course_id: free.course.id }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject([
        { course_id: third.course.id, title: "Third", order: 0, price: 500, featured: true, image: null },
        { course_id: free.course.id, title: "Fire safety", order: 1, price: 0, featured: false },
      ]);
      const [bundle] = (await call("GET", `/api/course_hubs/${hub.id}/bundles`, creator.token)).json().data;
      expect(bundle.course_ids).toEqual([free.course.id]);
    });

    it("refuses another's or a repeated course, another's labels, bad prices, with field errors", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const other = await t.createUser({ creator: true });
      const foreign = await buildCourse(t.db, other.user.id);
      const othersTag = (await call("POST", "/api/tags", other.token, { title: "Theirs" })).json().data;
      const res = await call("PUT", `/api/course_hubs/${hub.id}/courses`, creator.token, {
        courses: [
          { course_id: free.course.id },
          { course_id: free.course.id },
          { course_id: foreign.course.id, tag_ids: [othersTag.id] },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        "courses.1.course_id": ["The same item appears more than once in this save."],
        "courses.2.course_id": ["This course is not one of your courses."],
        "courses.2.tag_ids": ["This category or tag does not exist."],
      });
      for (const [price, message] of [
        [-1, "This must be at least 0."],
        [12.5, "Enter a whole number of the currency's smallest unit (for example cents)."],
        [100_000_000, "This may not be more than 99999999."],
      ] as const) {
        const bad = await call("PUT", `/api/course_hubs/${hub.id}/courses`, creator.token, {
          courses: [{ course_id: free.course.id, price }],
        });
        expect(bad.statusCode).toBe(422);
        expect(bad.json().errors).toEqual({ "courses.0.price": [message] });
      }
      const stranger = await call("GET", `/api/course_hubs/${hub.id}/courses`, other.token);
      expect(stranger.statusCode).toBe(403);
      const put = await call("PUT", `/api/course_hubs/${hub.id}/courses`, other.token, { courses: [] });
      expect(put.statusCode).toBe(403);
    });
  });
});
