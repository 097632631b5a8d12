import {
  BLOCK_TYPE,
  type HubBundle,
  type HubEvent,
  type LandingBundle,
  type LandingCourse,
  type LandingCourseDetails,
  type LandingHub,
  type Paginated,
} from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, hubEvents, pageBlocks, payoutAccounts } from "../../db/schema";
import { forEachDatabase } from "../../test/context";
import { blockValues } from "../courses/testing";
import { caller, publishedHub, uploadImage } from "./testing";

const hour = 3600_000;
const wall = (at: Date) => at.toISOString().slice(0, 16);

forEachDatabase("course hubs: the landing API", (t) => {
  const call = caller(t);

  /** A public hub with labels, a bundle, banners (one expired) and events (two past, seven to come). */
  async function fullHub() {
    const built = await publishedHub(t);
    const { creator, hub, free, paid } = built;
    const token = creator.token;
    await t.db.insert(payoutAccounts).values({
      user_id: creator.user.id,
      provider: "test",
      account_id: `acct_${creator.user.id}`,
      status: "active",
      charges_enabled: true,
    });
    await t.db
      .update(courses)
      .set({ description: "Learn to <b>stay safe</b> &amp; calm" })
      .where(eq(courses.id, free.course.id));
    const firstPage = free.pages[0];
    if (!firstPage) throw new Error("no page");
    await t.db
      .insert(pageBlocks)
      .values([
        blockValues(free.course.id, firstPage.id, 0, BLOCK_TYPE.QUIZ_TRUE_FALSE),
        blockValues(free.course.id, firstPage.id, 1, BLOCK_TYPE.QUIZ_SINGLE_CHOICE),
        blockValues(free.course.id, firstPage.id, 2, BLOCK_TYPE.TEXT),
      ]);
    const category = (await call("POST", "/api/categories", token, { title: "Safety" })).json().data;
    const tag = (await call("POST", "/api/tags", token, { title: "Beginner" })).json().data;
    await call("PUT", `/api/course_hubs/${hub.id}/courses`, token, {
      courses: [
        { course_id: free.course.id, featured: true, category_ids: [category.id], tag_ids: [tag.id] },
        { course_id: paid.course.id, price: 1250, category_ids: [category.id] },
      ],
    });
    const bundle: HubBundle = (
      await call("POST", `/api/course_hubs/${hub.id}/bundles`, token, {
        title: "Everything",
        course_ids: [paid.course.id, free.course.id],
        price: 1500,
      })
    ).json().data;
    await call("POST", `/api/course_hubs/${hub.id}/banners`, token, { title: "Second", order: 1 });
    await call("POST", `/api/course_hubs/${hub.id}/banners`, token, { title: "First", order: 0 });
    await call("POST", `/api/course_hubs/${hub.id}/banners`, token, {
      title: "Over",
      active_to: new Date(Date.now() - hour).toISOString(),
    });
    await call("POST", `/api/course_hubs/${hub.id}/banners`, token, {
      title: "Not yet",
      active_from: new Date(Date.now() + hour).toISOString(),
    });
    const now = Date.now();
    for (const [index, startHours] of [-50, -30, 5, 1, 2, 3, 4, 6, 7].entries()) {
      const start = new Date(now + startHours * hour);
      const res = await call("POST", `/api/course_hubs/${hub.id}/events`, token, {
        title: `Event ${startHours}`,
        starts_at: wall(start),
        ends_at: wall(new Date(start.getTime() + hour)),
        time_zone: "UTC",
        capacity: 10,
        price: index,
        online_url: "https://meet.example.com/secret",
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    return { ...built, category, tag, bundle };
  }

  describe("GET /api/course_hubs/landing/get_hub/{id}", () => {
    it("answers a public hub to anonymous visitors: courses with prices, labels, active banners, the next events", async () => {
      const { hub, free, paid, category, tag, bundle, creator } = await fullHub();
      const res = await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`);
      expect(res.statusCode, res.body).toBe(200);
      const data: LandingHub = res.json().data;
      expect(data).toMatchObject({
        id: hub.id,
        name: "Safety Academy",
        access: "granted",
        currency: "EUR",
        user: { id: creator.user.id, name: "Hub Creator", stripe_connect: { stripe_id: `acct_${creator.user.id}` } },
        selling: { payments_enabled: true, provider_mode: "test" },
        categories: [{ id: category.id, title: "Safety" }],
        tags: [{ id: tag.id, title: "Beginner" }],
        seo: {
          title: "Safety Academy",
          canonical_url: `http://app.test/hubs/landing/${hub.id}/safety-academy`,
          noindex: false,
        },
      });
      expect(data.courses).toEqual<LandingCourse[]>([
        {
          id: free.course.id,
          title: "Fire safety",
          description: "Learn to stay safe & calm",
          image: null,
          price: 0,
          featured: true,
          category_ids: [category.id],
          tag_ids: [tag.id],
          pages_count: 3,
          questions_count: 2,
          estimated_minutes: 10,
          enrolled: false,
          share_id: null,
        },
        expect.objectContaining({ id: paid.course.id, price: 1250, featured: false, questions_count: 0 }),
      ]);
      expect(data.banners.map((banner) => banner.title)).toEqual(["First", "Second"]);
      expect(data.bundles).toEqual([bundle]);
      expect(data.upcoming_events.map((event) => event.title)).toEqual([
        "Event 1",
        "Event 2",
        "Event 3",
        "Event 4",
        "Event 5",
        "Event 6",
      ]);
      expect(data.upcoming_events.every((event) => event.online_url === null && event.is_online)).toBe(true);
      const lean: LandingHub = (await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`)).json().data;
      expect(lean.courses).toEqual([]);
    });

    it("sends an ETag and answers 304 when it has not changed; a change makes a new one", async () => {
      const { hub, creator } = await publishedHub(t);
      const url = `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`;
      const first = await call("GET", url);
      const etag = String(first.headers.etag);
      expect(first.headers["cache-control"]).toContain("public");
      const again = await t.inject({ method: "GET", url, headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { name: "Renamed" });
      const changed = await t.inject({ method: "GET", url, headers: { "if-none-match": etag } });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data.name).toBe("Renamed");
      const signedIn = await call("GET", url, creator.token);
      expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    });

    it("shows the owner events' online links and every course as playable", async () => {
      const { hub, creator } = await fullHub();
      const data: LandingHub = (
        await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`, creator.token)
      ).json().data;
      expect(data.upcoming_events[0]?.online_url).toBe("https://meet.example.com/secret");
      expect(data.courses.every((course) => course.enrolled)).toBe(true);
    });
  });

  describe("GET /api/course_hubs/landing/{hubId}/courses", () => {
    it("filters the catalogue by search, category, tag and price, in the hub's order, paginated", async () => {
      const { hub, free, paid, category, tag } = await fullHub();
      const ids = async (query: string) => {
        const res = await call("GET", `/api/course_hubs/landing/${hub.id}/courses${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as Paginated<LandingCourse>).data.map((course) => course.id);
      };
      expect(await ids("")).toEqual([free.course.id, paid.course.id]);
      expect(await ids("?search=AID")).toEqual([paid.course.id]);
      expect(await ids("?search=calm")).toEqual([free.course.id]);
      expect(await ids(`?category_id=${category.id}`)).toEqual([free.course.id, paid.course.id]);
      expect(await ids(`?tag_id=${tag.id}`)).toEqual([free.course.id]);
      expect(await ids("?price=free")).toEqual([free.course.id]);
      expect(await ids("?price=paid")).toEqual([paid.course.id]);
      expect(await ids(`?price=paid&tag_id=${tag.id}`)).toEqual([]);
      expect(await ids("?page=2")).toEqual([]);
      const bad = await call("GET", `/api/course_hubs/landing/${hub.id}/courses?price=cheap`);
      expect(bad.statusCode).toBe(422);
    });
  });

  describe("GET /api/course_hubs/landing/{hubId}/courses/{courseId}", () => {
    it("answers the course page: topics with page titles, questions, time and the bundles holding it", async () => {
      const { hub, free, bundle } = await fullHub();
      const res = await call("GET", `/api/course_hubs/landing/${hub.id}/courses/${free.course.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const data: LandingCourseDetails = res.json().data;
      expect(data).toMatchObject({
        id: free.course.id,
        questions_count: 2,
        bundle_ids: [bundle.id],
        topics: [
          { title: "Topic 1", pages: ["Page 1", "Page 3"] },
          { title: "Topic 2", pages: ["Page 2"] },
        ],
      });
      const other = await publishedHub(t);
      const elsewhere = await call("GET", `/api/course_hubs/landing/${hub.id}/courses/${other.free.course.id}`);
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  describe("bundles and events", () => {
    it("lists bundles and answers one with its courses in the bundle's order", async () => {
      const { hub, free, paid, bundle } = await fullHub();
      const list: HubBundle[] = (await call("GET", `/api/course_hubs/landing/${hub.id}/bundles`)).json().data;
      expect(list).toEqual([bundle]);
      const one: LandingBundle = (await call("GET", `/api/course_hubs/landing/${hub.id}/bundles/${bundle.id}`)).json()
        .data;
      expect(one.courses.map((course) => course.id)).toEqual([paid.course.id, free.course.id]);
      const other = await publishedHub(t);
      expect((await call("GET", `/api/course_hubs/landing/${other.hub.id}/bundles/${bundle.id}`)).statusCode).toBe(404);
    });

    it("lists upcoming events soonest first and past ones latest first", async () => {
      const { hub } = await fullHub();
      const titles = async (when: string) =>
        (
          (await call("GET", `/api/course_hubs/landing/${hub.id}/events?when=${when}`)).json() as Paginated<HubEvent>
        ).data.map((event) => event.title);
      expect(await titles("upcoming")).toEqual([
        "Event 1",
        "Event 2",
        "Event 3",
        "Event 4",
        "Event 5",
        "Event 6",
        "Event 7",
      ]);
      expect(await titles("past")).toEqual(["Event -30", "Event -50"]);
      const rows = await t.db.select().from(hubEvents).where(eq(hubEvents.hub_id, hub.id));
      expect(rows).toHaveLength(9);
    });
  });

  describe("GET /api/course_hubs/landing/{hubId}/media/{mediaId}", () => {
    it("serves a public hub's images to anyone, cacheably; nothing the hub does not show", async () => {
      const { hub, creator } = await publishedHub(t);
      const cover = await uploadImage(t, creator.token, "cover.png");
      const unused = await uploadImage(t, creator.token, "private.png");
      const hubData = (
        await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { cover_media_id: cover.id })
      ).json().data;
      const landing: LandingHub = (await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`)).json().data;
      const url = landing.cover?.url ?? "";
      expect(url).not.toContain("sig=");
      const image = await t.inject({ method: "GET", url });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");
      expect(image.headers["cache-control"]).toBe("public, max-age=86400");
      const etag = String(image.headers.etag);
      expect((await t.inject({ method: "GET", url, headers: { "if-none-match": etag } })).statusCode).toBe(304);
      const thumb = await t.inject({ method: "GET", url: landing.cover?.thumb_url ?? "" });
      expect(thumb.headers["content-type"]).toBe("image/webp");
      expect(hubData.cover.url).toContain("sig=");
      const notShown = await t.inject({ method: "GET", url: `/api/course_hubs/landing/${hub.id}/media/${unused.id}` });
      expect(notShown.statusCode).toBe(404);
    });

    it("serves a private hub's images only through the signed address its answers give", async () => {
      const { hub, creator } = await publishedHub(t, { visibility: "private" });
      const logo = await uploadImage(t, creator.token, "logo.png");
      await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { logo_media_id: logo.id });
      const bare = `/api/course_hubs/landing/${hub.id}/media/${logo.id}`;
      expect((await t.inject({ method: "GET", url: bare })).statusCode).toBe(403);
      const owner: LandingHub = (await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`, creator.token)).json()
        .data;
      const signed = owner.logo?.url ?? "";
      expect(signed).toContain("sig=");
      const res = await t.inject({ method: "GET", url: signed });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, max-age=3600");
      const other = await publishedHub(t, { visibility: "private" });
      const replayed = signed.replace(`/landing/${hub.id}/`, `/landing/${other.hub.id}/`);
      expect((await t.inject({ method: "GET", url: replayed })).statusCode).toBe(403);
      const anonymous: LandingHub = (await call("GET", `/api/course_hubs/landing/get_hub/${hub.id}`)).json().data;
      expect(anonymous.logo).toBeNull();
    });
  });
});
