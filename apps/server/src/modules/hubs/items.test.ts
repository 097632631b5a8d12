import type { HubBanner, HubBundle, HubEvent } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { fileUpload, samples } from "../media/testing";
import { caller, createHub, publishedHub, uploadImage } from "./testing";

const EVENT = {
  title: "Live Q&A",
  starts_at: "2030-07-01T18:00",
  ends_at: "2030-07-01T19:30",
  time_zone: "Europe/Berlin",
  capacity: 30,
  price: 0,
};

forEachDatabase("course hubs API: bundles, events, banners", (t) => {
  const call = caller(t);

  describe("bundles", () => {
    it("creates, reads, replaces and deletes a bundle of the hub's courses", async () => {
      const { creator, hub, free, paid } = await publishedHub(t);
      const token = creator.token;
      const image = await uploadImage(t, token);
      const created = await call("POST", `/api/course_hubs/${hub.id}/bundles`, token, {
        title: "Starter pack",
        description: '<p>Both <img src=x onerror="alert(1)"> courses</p>',
        image_media_id: image.id,
        course_ids: [paid.course.id, free.course.id, paid.course.id],
        price: 1999,
      });
      expect(created.statusCode, created.body).toBe(201);
      const bundle: HubBundle = created.json().data;
      expect(bundle).toMatchObject({
        hub_id: hub.id,
        title: "Starter pack",
        description: '<p>Both <img src="x"> courses</p>',
        course_ids: [paid.course.id, free.course.id],
        price: 1999,
        order: 0,
        image: { media_id: image.id },
      });
      const url = `/api/course_hubs/${hub.id}/bundles/${bundle.id}`;
      expect((await call("GET", url, token)).json().data).toEqual(bundle);
      const replaced = await call("PUT", url, token, { title: "Only one", course_ids: [free.course.id], price: 0 });
      expect(replaced.json().data).toMatchObject({ title: "Only one", course_ids: [free.course.id], image: null });
      expect((await call("DELETE", url, token)).json().message).toBe("The bundle has been deleted.");
      expect((await call("GET", url, token)).statusCode).toBe(404);
      expect((await call("GET", `/api/course_hubs/${hub.id}/bundles`, token)).json().data).toEqual([]);
    });

    it("refuses bad prices, courses not in the hub and images that are not the creator's images", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const token = creator.token;
      const url = `/api/course_hubs/${hub.id}/bundles`;
      const base = { title: "Bundle", course_ids: [free.course.id], price: 100 };
      const cases: [object, Record<string, string[]>][] = [
        [{ price: -5 }, { price: ["This must be at least 0."] }],
        [{ price: 0.5 }, { price: ["Enter a whole number of the currency's smallest unit (for example cents)."] }],
        [{ price: 100_000_000 }, { price: ["This may not be more than 99999999."] }],
        [{ course_ids: [] }, { course_ids: ["This field is required."] }],
        [{ title: "" }, { title: ["This field is required."] }],
      ];
      for (const [change, errors] of cases) {
        const res = await call("POST", url, token, { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
      const other = await publishedHub(t);
      const pdf = fileUpload("doc.pdf", samples.pdf());
      const document = await t.inject({
        method: "POST",
        url: "/api/medialibrary/upload_file",
        headers: { authorization: `Bearer ${token}`, ...pdf.headers },
        payload: pdf.payload,
      });
      const res = await call("POST", url, token, {
        ...base,
        course_ids: [other.free.course.id],
        image_media_id: document.json().data.id,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        course_ids: ["Only courses of this hub can be added."],
        image_media_id: ["Choose an image from your media library."],
      });
    });
  });

  describe("events", () => {
    it("stores wall-clock times in the event's zone as instants, summer and winter alike", async () => {
      const { creator, hub } = await publishedHub(t);
      const url = `/api/course_hubs/${hub.id}/events`;
      const summer = await call("POST", url, creator.token, { ...EVENT, online_url: "https://meet.example.com/x" });
      expect(summer.statusCode, summer.body).toBe(201);
      const event: HubEvent = summer.json().data;
      expect(event).toMatchObject({
        starts_at: "2030-07-01T16:00:00.000Z",
        ends_at: "2030-07-01T17:30:00.000Z",
        starts_at_local: "2030-07-01T18:00",
        ends_at_local: "2030-07-01T19:30",
        time_zone: "Europe/Berlin",
        online_url: "https://meet.example.com/x",
        is_online: true,
        capacity: 30,
        booked: 0,
        booking_deadline: null,
      });
      const winter = await call("PUT", `${url}/${event.id}`, creator.token, {
        ...EVENT,
        starts_at: "2030-01-15T09:00",
        ends_at: "2030-01-15T10:00",
        time_zone: "America/New_York",
        booking_deadline: "2030-01-14T23:59",
        capacity: null,
        place: "Main hall",
      });
      expect(winter.json().data).toMatchObject({
        starts_at: "2030-01-15T14:00:00.000Z",
        booking_deadline: "2030-01-15T04:59:00.000Z",
        booking_deadline_local: "2030-01-14T23:59",
        capacity: null,
        place: "Main hall",
        is_online: false,
      });
      expect((await call("DELETE", `${url}/${event.id}`, creator.token)).json().message).toBe(
        "The event has been deleted.",
      );
    });

    it("refuses unknown zones, an end before the start, a deadline after it, negative capacity, bad links", async () => {
      const { creator, hub } = await publishedHub(t);
      const url = `/api/course_hubs/${hub.id}/events`;
      const cases: [object, Record<string, string[]>][] = [
        [{ time_zone: "Mars/Olympus" }, { time_zone: ["Choose a time zone from the list."] }],
        [{ time_zone: "Europe/Berlin'; drop table" }, { time_zone: ["Choose a time zone from the list."] }],
        [{ ends_at: "2030-07-01T17:00" }, { ends_at: ["The end must come after the start."] }],
        [{ ends_at: EVENT.starts_at }, { ends_at: ["The end must come after the start."] }],
        [
          { booking_deadline: "2030-07-01T18:01" },
          { booking_deadline: ["The booking deadline may not be after the start."] },
        ],
        [{ starts_at: "2030-02-30T10:00" }, { starts_at: ["Enter a valid date and time."] }],
        [{ starts_at: "tomorrow" }, { starts_at: ["Enter a valid date and time."] }],
        [{ capacity: -1 }, { capacity: ["This must be at least 0."] }],
        [{ price: -1 }, { price: ["This must be at least 0."] }],
        [
          { online_url: "javascript:alert(1)" },
          { online_url: ["Enter a web address that starts with http:// or https://."] },
        ],
      ];
      for (const [change, errors] of cases) {
        const res = await call("POST", url, creator.token, { ...EVENT, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
    });
  });

  describe("banners", () => {
    it("keeps internal links to this hub's pages and external http(s) links; none drops the link", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const url = `/api/course_hubs/${hub.id}/banners`;
      const internal = await call("POST", url, creator.token, {
        title: "Start here",
        text: "Free course",
        link_kind: "internal",
        link: `/hubs/landing/${hub.id}/${hub.slug}/course/${free.course.id}`,
        order: 2,
        active_from: "2020-01-01T00:00:00Z",
        active_to: "2040-01-01T00:00:00+02:00",
      });
      expect(internal.statusCode, internal.body).toBe(201);
      expect(internal.json().data).toMatchObject({
        link_kind: "internal",
        link: `/hubs/landing/${hub.id}/${hub.slug}/course/${free.course.id}`,
        order: 2,
        active_from: "2020-01-01T00:00:00.000Z",
        active_to: "2039-12-31T22:00:00.000Z",
      });
      const external = await call("POST", url, creator.token, {
        title: "Blog",
        link_kind: "external",
        link: "https://blog.example.com/post?id=1",
      });
      expect(external.json().data).toMatchObject({ link_kind: "external", link: "https://blog.example.com/post?id=1" });
      const none = await call("POST", url, creator.token, { title: "Plain", link_kind: "none", link: "javascript:x" });
      const banner: HubBanner = none.json().data;
      expect(banner).toMatchObject({ link_kind: "none", link: null });
      const list: HubBanner[] = (await call("GET", url, creator.token)).json().data;
      expect(list.map((item) => item.title)).toEqual(["Blog", "Plain", "Start here"]);
    });

    it("refuses javascript: and other non-http links, links into another hub, and an end before the start", async () => {
      const { creator, hub } = await publishedHub(t);
      const otherHub = await createHub(t, creator.token, "Other");
      const url = `/api/course_hubs/${hub.id}/banners`;
      const link = "Enter a web address that starts with http:// or https://.";
      const internal = "Enter the address of one of this hub's pages, starting with /hubs/landing/.";
      const cases: [object, Record<string, string[]>][] = [
        [{ link_kind: "external", link: "javascript:alert(document.cookie)" }, { link: [link] }],
        [{ link_kind: "external", link: "JaVaScRiPt:alert(1)" }, { link: [link] }],
        [{ link_kind: "external", link: "data:text/html,<script>alert(1)</script>" }, { link: [link] }],
        [{ link_kind: "external", link: "//evil.example.com" }, { link: [link] }],
        [{ link_kind: "external", link: null }, { link: [link] }],
        [{ link_kind: "internal", link: "javascript:alert(1)" }, { link: [internal] }],
        [{ link_kind: "internal", link: "https://evil.example.com/hubs/landing/1" }, { link: [internal] }],
        [{ link_kind: "internal", link: `/hubs/landing/${otherHub.id}/other` }, { link: [internal] }],
        [
          { active_from: "2030-01-02T00:00:00Z", active_to: "2030-01-01T00:00:00Z" },
          { active_to: ["The end must come after the start."] },
        ],
        [{ link_kind: "sometimes" }, { link_kind: ["This value is not valid."] }],
      ];
      for (const [change, errors] of cases) {
        const res = await call("POST", url, creator.token, { title: "Banner", ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json().errors).toEqual(errors);
      }
    });
  });

  describe("order", () => {
    it("puts bundles and banners in the order given, in one go, and refuses a list that misses or adds one", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const token = creator.token;
      const other = await publishedHub(t);
      const theirs = await call("POST", `/api/course_hubs/${other.hub.id}/banners`, other.creator.token, {
        title: "Theirs",
      });
      const bodies = {
        bundles: (n: number) => ({ title: `Bundle ${n}`, course_ids: [free.course.id], price: 0, order: n }),
        banners: (n: number) => ({ title: `Banner ${n}`, order: n }),
      };
      for (const [kind, body] of Object.entries(bodies)) {
        const url = `/api/course_hubs/${hub.id}/${kind}`;
        const ids: number[] = [];
        for (const n of [0, 1, 2]) ids.push((await call("POST", url, token, body(n))).json().data.id);
        const [a = 0, b = 0, c = 0] = ids;
        const res = await call("PUT", `${url}/order`, token, { ids: [c, a, b] });
        expect(res.statusCode, res.body).toBe(200);
        const answered: { id: number; order: number }[] = res.json().data;
        expect(answered.map((item) => [item.id, item.order])).toEqual([
          [c, 0],
          [a, 1],
          [b, 2],
        ]);
        const listed: { id: number }[] = (await call("GET", url, token)).json().data;
        expect(listed.map((item) => item.id)).toEqual([c, a, b]);
        for (const stale of [[c, a], [c, a, b, b], [c, a, b, theirs.json().data.id], []]) {
          const refused = await call("PUT", `${url}/order`, token, { ids: stale });
          expect(refused.statusCode, JSON.stringify(stale)).toBe(422);
          expect(refused.json().errors).toEqual({ ids: ["This value is not valid."] });
        }
        const unchanged: { id: number }[] = (await call("GET", url, token)).json().data;
        expect(unchanged.map((item) => item.id)).toEqual([c, a, b]);
      }
      // Events follow their start: they have no order of their own.
      expect((await call("PUT", `/api/course_hubs/${hub.id}/events/order`, token, { ids: [] })).statusCode).not.toBe(
        200,
      );
    });
  });

  describe("who may touch them", () => {
    it("answers 403 to another creator on every route and 404 for an item of another hub", async () => {
      const { creator, hub, free } = await publishedHub(t);
      const stranger = await t.createUser({ creator: true });
      const strangersHub = await createHub(t, stranger.token, "Theirs");
      const bodies = {
        bundles: { title: "B", course_ids: [free.course.id], price: 0 },
        events: EVENT,
        banners: { title: "Banner" },
      };
      for (const [kind, body] of Object.entries(bodies)) {
        const created = await call("POST", `/api/course_hubs/${hub.id}/${kind}`, creator.token, body);
        expect(created.statusCode, created.body).toBe(201);
        const id: number = created.json().data.id;
        const one = `/api/course_hubs/${hub.id}/${kind}/${id}`;
        expect((await call("GET", `/api/course_hubs/${hub.id}/${kind}`, stranger.token)).statusCode).toBe(403);
        expect((await call("POST", `/api/course_hubs/${hub.id}/${kind}`, stranger.token, body)).statusCode).toBe(403);
        expect((await call("GET", one, stranger.token)).statusCode).toBe(403);
        expect((await call("PUT", one, stranger.token, body)).statusCode).toBe(403);
        expect((await call("DELETE", one, stranger.token)).statusCode).toBe(403);
        // Their own hub, someone else's item in the address: not found, whatever exists elsewhere.
        const crossed = `/api/course_hubs/${strangersHub.id}/${kind}/${id}`;
        expect((await call("GET", crossed, stranger.token)).statusCode).toBe(404);
        expect((await call("DELETE", crossed, stranger.token)).statusCode).toBe(404);
        expect((await call("GET", one, creator.token)).statusCode).toBe(200);
      }
    });
  });
});
