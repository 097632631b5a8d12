import { expect, it } from "vitest";
import { forEachDatabase } from "../../test/context";
import { caller, type Method, publishedHub, uploadImage } from "./testing";

type Who = "anonymous" | "learner" | "other" | "owner";

/** A route of the hubs' API with the status each kind of caller gets (a private published hub of the owner's). */
interface Entry {
  method: Method;
  /** As the OpenAPI description writes it. */
  path: string;
  expect: Record<Who, number>;
  body?: object;
}

const CREATOR = (owner: number, other = 403): Record<Who, number> => ({ anonymous: 401, learner: 403, other, owner });
const CONTENT = (owner = 200): Record<Who, number> => ({ anonymous: 401, learner: 403, other: 403, owner });

forEachDatabase("course hubs: the authorisation matrix", (t) => {
  const call = caller(t);

  it("answers every hub route as the matrix says, and the matrix names every hub route of /api/docs", async () => {
    const { creator, hub, free } = await publishedHub(t, { visibility: "private" });
    const token = creator.token;
    const image = await uploadImage(t, token);
    await call("PUT", `/api/course_hubs/${hub.id}`, token, { logo_media_id: image.id });
    const id = (res: { json(): { data: { id: number | string } } }) => res.json().data.id;
    const bundle = id(
      await call("POST", `/api/course_hubs/${hub.id}/bundles`, token, {
        title: "B",
        course_ids: [free.course.id],
        price: 0,
      }),
    );
    const event = {
      title: "E",
      starts_at: "2040-01-01T10:00",
      ends_at: "2040-01-01T11:00",
      time_zone: "UTC",
      capacity: null,
      price: 0,
    };
    const eventId = id(await call("POST", `/api/course_hubs/${hub.id}/events`, token, event));
    const banner = id(await call("POST", `/api/course_hubs/${hub.id}/banners`, token, { title: "Banner" }));
    const category = id(await call("POST", "/api/categories", token, { title: "C" }));
    const tag = id(await call("POST", "/api/tags", token, { title: "T" }));
    const share = id(await call("POST", `/api/course_hubs/${hub.id}/shares`, token, { kind: "public" }));
    const asker = await t.createUser();
    const accept = id(await call("POST", `/api/course_hubs/landing/${hub.id}/access_requests`, asker.token, {}));
    const refuse = id(
      await call("POST", `/api/course_hubs/landing/${hub.id}/access_requests`, (await t.createUser()).token, {}),
    );
    const hubPath = `/api/course_hubs/${hub.id}`;
    const landing = `/api/course_hubs/landing/${hub.id}`;

    // Owner calls run in this order: deletions last, the hub's own at the very end.
    const entries: (Entry & { url: string })[] = [
      { method: "GET", path: "/api/course_hubs", url: "/api/course_hubs", expect: CREATOR(200, 200) },
      {
        method: "POST",
        path: "/api/course_hubs",
        url: "/api/course_hubs",
        body: { name: "N" },
        expect: CREATOR(201, 201),
      },
      { method: "GET", path: "/api/course_hubs/{hubId}", url: hubPath, expect: CREATOR(200) },
      {
        method: "PUT",
        path: "/api/course_hubs/{hubId}",
        url: hubPath,
        body: { name: "Renamed" },
        expect: CREATOR(200),
      },
      { method: "POST", path: "/api/course_hubs/{hubId}/duplicate", url: `${hubPath}/duplicate`, expect: CREATOR(201) },
      { method: "GET", path: "/api/course_hubs/{hubId}/courses", url: `${hubPath}/courses`, expect: CREATOR(200) },
      {
        method: "PUT",
        path: "/api/course_hubs/{hubId}/courses",
        url: `${hubPath}/courses`,
        body: { courses: [{ course_id: free.course.id }] },
        expect: CREATOR(200),
      },
      ...(["categories", "tags"] as const).flatMap((kind): (Entry & { url: string })[] => {
        const labelId = kind === "categories" ? category : tag;
        return [
          { method: "GET", path: `/api/${kind}`, url: `/api/${kind}`, expect: CREATOR(200, 200) },
          {
            method: "POST",
            path: `/api/${kind}`,
            url: `/api/${kind}`,
            body: { title: "New" },
            expect: CREATOR(201, 201),
          },
          {
            method: "PUT",
            path: `/api/${kind}/{id}`,
            url: `/api/${kind}/${labelId}`,
            body: { title: "R" },
            expect: CREATOR(200),
          },
        ];
      }),
      ...(
        [
          ["bundles", bundle, { title: "B2", course_ids: [free.course.id], price: 0 }],
          ["events", eventId, event],
          ["banners", banner, { title: "Banner 2" }],
        ] as const
      ).flatMap(([kind, itemId, body]): (Entry & { url: string })[] => [
        { method: "GET", path: `/api/course_hubs/{hubId}/${kind}`, url: `${hubPath}/${kind}`, expect: CREATOR(200) },
        {
          method: "POST",
          path: `/api/course_hubs/{hubId}/${kind}`,
          url: `${hubPath}/${kind}`,
          body,
          expect: CREATOR(201),
        },
        {
          method: "GET",
          path: `/api/course_hubs/{hubId}/${kind}/{id}`,
          url: `${hubPath}/${kind}/${itemId}`,
          expect: CREATOR(200),
        },
        {
          method: "PUT",
          path: `/api/course_hubs/{hubId}/${kind}/{id}`,
          url: `${hubPath}/${kind}/${itemId}`,
          body,
          expect: CREATOR(200),
        },
      ]),
      ...(["bundles", "banners"] as const).map((kind): Entry & { url: string } => ({
        method: "PUT",
        path: `/api/course_hubs/{hubId}/${kind}/order`,
        url: `${hubPath}/${kind}/order`,
        // The hub holds items, so an empty list is refused: the owner passes the checks and gets 422.
        body: { ids: [] },
        expect: CREATOR(422),
      })),
      { method: "GET", path: "/api/course_hubs/{hubId}/shares", url: `${hubPath}/shares`, expect: CREATOR(200) },
      {
        method: "POST",
        path: "/api/course_hubs/{hubId}/shares",
        url: `${hubPath}/shares`,
        body: { kind: "public" },
        expect: CREATOR(201),
      },
      {
        method: "GET",
        path: "/api/course_hubs/{hubId}/access_requests",
        url: `${hubPath}/access_requests`,
        expect: CREATOR(200),
      },
      {
        method: "POST",
        path: "/api/course_hubs/{hubId}/access_requests/{id}/accept",
        url: `${hubPath}/access_requests/${accept}/accept`,
        expect: CREATOR(200),
      },
      {
        method: "POST",
        path: "/api/course_hubs/{hubId}/access_requests/{id}/refuse",
        url: `${hubPath}/access_requests/${refuse}/refuse`,
        expect: CREATOR(200),
      },
      {
        method: "GET",
        path: "/api/course_hubs/landing/get_hub/{id}",
        url: `/api/course_hubs/landing/get_hub/${hub.id}`,
        expect: { anonymous: 200, learner: 200, other: 200, owner: 200 },
      },
      { method: "GET", path: "/api/course_hubs/landing/{hubId}/courses", url: `${landing}/courses`, expect: CONTENT() },
      {
        method: "GET",
        path: "/api/course_hubs/landing/{hubId}/courses/{courseId}",
        url: `${landing}/courses/${free.course.id}`,
        expect: CONTENT(),
      },
      { method: "GET", path: "/api/course_hubs/landing/{hubId}/bundles", url: `${landing}/bundles`, expect: CONTENT() },
      {
        method: "GET",
        path: "/api/course_hubs/landing/{hubId}/bundles/{bundleId}",
        url: `${landing}/bundles/${bundle}`,
        expect: CONTENT(),
      },
      { method: "GET", path: "/api/course_hubs/landing/{hubId}/events", url: `${landing}/events`, expect: CONTENT() },
      {
        method: "GET",
        path: "/api/course_hubs/landing/{hubId}/media/{mediaId}",
        url: `${landing}/media/${image.id}`,
        // A private hub's images need the signed address of an answer, whoever asks.
        expect: { anonymous: 403, learner: 403, other: 403, owner: 403 },
      },
      {
        method: "POST",
        path: "/api/course_hubs/landing/{hubId}/courses/{courseId}/enrol",
        url: `${landing}/courses/${free.course.id}/enrol`,
        expect: CONTENT(),
      },
      {
        method: "POST",
        path: "/api/course_hubs/landing/{hubId}/access_requests",
        url: `${landing}/access_requests`,
        body: {},
        expect: { anonymous: 401, learner: 201, other: 201, owner: 409 },
      },
      {
        method: "GET",
        path: "/api/course_hubs/shared_to_me",
        url: "/api/course_hubs/shared_to_me",
        expect: { anonymous: 401, learner: 200, other: 200, owner: 200 },
      },
      {
        method: "GET",
        path: "/api/course_hubs/shared_hub_courses/{hubId}",
        url: `/api/course_hubs/shared_hub_courses/${hub.id}`,
        expect: CONTENT(),
      },
      {
        method: "GET",
        path: "/api/hub_shares/{shareId}/initial",
        url: `/api/hub_shares/${share}/initial`,
        expect: { anonymous: 200, learner: 200, other: 200, owner: 200 },
      },
      ...(
        [
          ["bundles", bundle],
          ["events", eventId],
          ["banners", banner],
        ] as const
      ).map(([kind, itemId]): Entry & { url: string } => ({
        method: "DELETE",
        path: `/api/course_hubs/{hubId}/${kind}/{id}`,
        url: `${hubPath}/${kind}/${itemId}`,
        expect: CREATOR(200),
      })),
      { method: "DELETE", path: "/api/categories/{id}", url: `/api/categories/${category}`, expect: CREATOR(200) },
      { method: "DELETE", path: "/api/tags/{id}", url: `/api/tags/${tag}`, expect: CREATOR(200) },
      {
        method: "DELETE",
        path: "/api/course_hubs/{hubId}/shares/{shareId}",
        url: `${hubPath}/shares/${share}`,
        expect: CREATOR(200),
      },
      { method: "DELETE", path: "/api/course_hubs/{hubId}", url: hubPath, expect: CREATOR(200) },
    ];

    const learner = await t.createUser();
    const other = await t.createUser({ creator: true });
    const tokens: Record<Who, string | undefined> = {
      anonymous: undefined,
      learner: learner.token,
      other: other.token,
      owner: token,
    };
    for (const who of ["anonymous", "learner", "other", "owner"] as const) {
      for (const entry of entries) {
        const res = await call(entry.method, entry.url, tokens[who], entry.body);
        expect(res.statusCode, `${who} ${entry.method} ${entry.path}: ${res.body.slice(0, 200)}`).toBe(
          entry.expect[who],
        );
      }
    }

    const doc: { paths: Record<string, Record<string, unknown>> } = (
      await t.inject({ method: "GET", url: "/api/docs/json" })
    ).json();
    const documented = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(course_hubs|categories|tags|hub_shares)(\/|$)/.test(path))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== "head")
          .map((method) => `${method.toUpperCase()} ${path}`),
      );
    const covered = new Set(entries.map((entry) => `${entry.method} ${entry.path}`));
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
    expect(documented.length).toBe(covered.size);
  });
});
