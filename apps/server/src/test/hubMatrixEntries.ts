// The course hubs' rows of the authorisation matrix (http/authorizationMatrix.test.ts). Hubs are outside every
// launch (no hub route declares a launch area), so both launches' sign-ins get 403 launch_scope wherever they sign
// in at all; the landing pages' data answers anonymous visitors for a public hub. Who sees a private, unlisted or
// draft hub is checked route by route in modules/hubs/visibility.test.ts.
import type { Call, Caller, Entry, Expected, Fixtures } from "./authorizationFixtures";
import { eventBody, ownerCalls } from "./authorizationHubFixtures";

const S = "scope";
/** The owner's hub, or a thing in it: other creators 403, learners 403 (not creators), launches never. */
const HUB_OWNED: Expected = [401, 403, 403, 200, S, S];
const HUB_ADDED: Expected = [401, 403, 403, 201, S, S];
/** Every creator's own list, or a new thing of their own. */
const CREATORS_LIST: Expected = [401, 403, 200, 200, S, S];
const CREATORS_ADD: Expected = [401, 403, 201, 201, S, S];
/** A public hub's landing data: anyone, signed in or not; a launch's sign-in is refused where it signs in. */
const LANDING: Expected = [200, 200, 200, 200, S, S];
/** Signed-in people, not launches. */
const SIGNED_IN: Expected = [401, 200, 200, 200, S, S];

const get = (url: string): Call => ({ url });
const body = (url: string, payload: object): Call => ({ url, payload });

async function owner(f: Fixtures) {
  const caller = await f.caller("owner");
  return { call: ownerCalls(f.t, caller.token ?? "") };
}

/** A hub made for a destructive call. */
async function freshHub(f: Fixtures): Promise<number> {
  return Number((await (await owner(f)).call("POST", "/api/course_hubs", { name: "Doomed hub" })).id);
}

const ITEM_BODIES = {
  bundles: (f: Fixtures) => ({ title: "Matrix bundle", course_ids: [f.hubs.courseId], price: 0 }),
  events: () => eventBody(),
  banners: () => ({ title: "Matrix banner" }),
} as const;
type ItemKind = keyof typeof ITEM_BODIES;
const ITEM_KINDS: readonly ItemKind[] = ["bundles", "events", "banners"];
const itemId = (f: Fixtures, kind: ItemKind) =>
  kind === "bundles" ? f.hubs.bundleId : kind === "events" ? f.hubs.eventId : f.hubs.bannerId;

async function freshItem(f: Fixtures, kind: ItemKind): Promise<number> {
  const created = await (await owner(f)).call("POST", `/api/course_hubs/${f.hubs.hubId}/${kind}`, ITEM_BODIES[kind](f));
  return Number(created.id);
}

const LABEL_KINDS = ["categories", "tags"] as const;
type LabelKind = (typeof LABEL_KINDS)[number];

async function freshLabel(f: Fixtures, c: Caller, kind: LabelKind): Promise<number> {
  return Number((await (await owner(f)).call("POST", `/api/${kind}`, { title: `Doomed ${c.role}` })).id);
}

/** A pending request to the private hub from someone it is not shared with. */
async function pendingRequest(f: Fixtures): Promise<number> {
  const asker = await f.t.createUser();
  const res = await f.t.inject({
    method: "POST",
    url: `/api/course_hubs/landing/${f.hubs.privateHubId}/access_requests`,
    headers: { authorization: `Bearer ${asker.token}` },
    payload: { message: "May I?" },
  });
  if (res.statusCode !== 201) throw new Error(`access request answered ${res.statusCode}: ${res.body}`);
  return Number(res.json().data.id);
}

export const HUB_ENTRIES: Entry[] = [
  // A creator's hubs.
  { route: "GET /api/course_hubs", call: () => get("/api/course_hubs"), expect: CREATORS_LIST },
  {
    route: "POST /api/course_hubs",
    call: (_f, c) => body("/api/course_hubs", { name: `Matrix ${c.role}` }),
    expect: CREATORS_ADD,
  },
  { route: "GET /api/course_hubs/:hubId", call: (f) => get(`/api/course_hubs/${f.hubs.hubId}`), expect: HUB_OWNED },
  {
    route: "PUT /api/course_hubs/:hubId",
    call: (f) => body(`/api/course_hubs/${f.hubs.hubId}`, { seo_title: "Matrix" }),
    expect: HUB_OWNED,
  },
  {
    route: "DELETE /api/course_hubs/:hubId",
    call: async (f) => ({ url: `/api/course_hubs/${await freshHub(f)}` }),
    expect: HUB_OWNED,
  },
  {
    route: "POST /api/course_hubs/:hubId/duplicate",
    call: (f) => ({ url: `/api/course_hubs/${f.hubs.hubId}/duplicate` }),
    expect: HUB_ADDED,
  },
  {
    route: "GET /api/course_hubs/:hubId/courses",
    call: (f) => get(`/api/course_hubs/${f.hubs.hubId}/courses`),
    expect: HUB_OWNED,
  },
  {
    route: "PUT /api/course_hubs/:hubId/courses",
    // The list it has already, so that the landing rows below see the same hub whoever called first.
    call: (f) =>
      body(`/api/course_hubs/${f.hubs.hubId}/courses`, {
        courses: [{ course_id: f.hubs.courseId, price: 0, category_ids: [f.hubs.categoryId], tag_ids: [f.hubs.tagId] }],
      }),
    expect: HUB_OWNED,
  },

  // Catalogue categories and tags: every creator's own.
  ...LABEL_KINDS.flatMap((kind): Entry[] => [
    { route: `GET /api/${kind}`, call: () => get(`/api/${kind}`), expect: CREATORS_LIST },
    {
      route: `POST /api/${kind}`,
      call: (_f, c) => body(`/api/${kind}`, { title: `Matrix ${c.role}` }),
      expect: CREATORS_ADD,
    },
    {
      route: `PUT /api/${kind}/:id`,
      call: (f) =>
        body(`/api/${kind}/${kind === "categories" ? f.hubs.categoryId : f.hubs.tagId}`, {
          title: kind === "categories" ? "Matrix category" : "Matrix tag",
        }),
      expect: HUB_OWNED,
    },
    {
      route: `DELETE /api/${kind}/:id`,
      call: async (f, c) => ({ url: `/api/${kind}/${await freshLabel(f, c, kind)}` }),
      expect: HUB_OWNED,
    },
  ]),

  // Bundles, events and banners of the owner's hub.
  // Reordering with no ids: past every check of who may, the owner is told the list must name every item.
  ...(["bundles", "banners"] as const).map(
    (kind): Entry => ({
      route: `PUT /api/course_hubs/:hubId/${kind}/order`,
      call: (f) => body(`/api/course_hubs/${f.hubs.hubId}/${kind}/order`, { ids: [] }),
      expect: [401, 403, 403, 422, S, S],
    }),
  ),
  ...ITEM_KINDS.flatMap((kind): Entry[] => [
    {
      route: `GET /api/course_hubs/:hubId/${kind}`,
      call: (f) => get(`/api/course_hubs/${f.hubs.hubId}/${kind}`),
      expect: HUB_OWNED,
    },
    {
      route: `POST /api/course_hubs/:hubId/${kind}`,
      call: (f) => body(`/api/course_hubs/${f.hubs.hubId}/${kind}`, ITEM_BODIES[kind](f)),
      expect: HUB_ADDED,
    },
    {
      route: `GET /api/course_hubs/:hubId/${kind}/:id`,
      call: (f) => get(`/api/course_hubs/${f.hubs.hubId}/${kind}/${itemId(f, kind)}`),
      expect: HUB_OWNED,
    },
    {
      route: `PUT /api/course_hubs/:hubId/${kind}/:id`,
      call: (f) => body(`/api/course_hubs/${f.hubs.hubId}/${kind}/${itemId(f, kind)}`, ITEM_BODIES[kind](f)),
      expect: HUB_OWNED,
    },
    {
      route: `DELETE /api/course_hubs/:hubId/${kind}/:id`,
      call: async (f) => ({ url: `/api/course_hubs/${f.hubs.hubId}/${kind}/${await freshItem(f, kind)}` }),
      expect: HUB_OWNED,
    },
  ]),

  // Sharing and access requests.
  {
    route: "GET /api/course_hubs/:hubId/shares",
    call: (f) => get(`/api/course_hubs/${f.hubs.privateHubId}/shares`),
    expect: HUB_OWNED,
  },
  {
    route: "POST /api/course_hubs/:hubId/shares",
    call: (f) => body(`/api/course_hubs/${f.hubs.hubId}/shares`, { kind: "public" }),
    expect: HUB_ADDED,
  },
  {
    route: "DELETE /api/course_hubs/:hubId/shares/:shareId",
    call: async (f) => {
      const share = await (await owner(f)).call("POST", `/api/course_hubs/${f.hubs.hubId}/shares`, { kind: "public" });
      return { url: `/api/course_hubs/${f.hubs.hubId}/shares/${share.id}` };
    },
    expect: HUB_OWNED,
  },
  {
    route: "GET /api/course_hubs/:hubId/access_requests",
    call: (f) => get(`/api/course_hubs/${f.hubs.privateHubId}/access_requests`),
    expect: HUB_OWNED,
  },
  ...(["accept", "refuse"] as const).map(
    (action): Entry => ({
      route: `POST /api/course_hubs/:hubId/access_requests/:id/${action}`,
      call: async (f) => ({
        url: `/api/course_hubs/${f.hubs.privateHubId}/access_requests/${await pendingRequest(f)}/${action}`,
      }),
      expect: HUB_OWNED,
    }),
  ),

  // The landing pages' data of the public hub.
  {
    route: "GET /api/course_hubs/landing/get_hub/:id",
    call: (f) => get(`/api/course_hubs/landing/get_hub/${f.hubs.hubId}?with_courses=true`),
    expect: LANDING,
  },
  {
    route: "GET /api/course_hubs/landing/:hubId/courses",
    call: (f) => get(`/api/course_hubs/landing/${f.hubs.hubId}/courses?category_id=${f.hubs.categoryId}`),
    expect: LANDING,
  },
  {
    route: "GET /api/course_hubs/landing/:hubId/courses/:courseId",
    call: (f) => get(`/api/course_hubs/landing/${f.hubs.hubId}/courses/${f.hubs.courseId}`),
    expect: LANDING,
  },
  {
    route: "GET /api/course_hubs/landing/:hubId/bundles",
    call: (f) => get(`/api/course_hubs/landing/${f.hubs.hubId}/bundles`),
    expect: LANDING,
  },
  {
    route: "GET /api/course_hubs/landing/:hubId/bundles/:bundleId",
    call: (f) => get(`/api/course_hubs/landing/${f.hubs.hubId}/bundles/${f.hubs.bundleId}`),
    expect: LANDING,
  },
  {
    route: "GET /api/course_hubs/landing/:hubId/events",
    call: (f) => get(`/api/course_hubs/landing/${f.hubs.hubId}/events`),
    expect: LANDING,
  },
  {
    // An image of a public hub is for anyone at one cacheable address: it reads no sign-in at all.
    route: "GET /api/course_hubs/landing/:hubId/media/:mediaId",
    call: (f) => get(`/api/course_hubs/landing/${f.hubs.hubId}/media/${f.hubs.imageId}`),
    expect: [200, 200, 200, 200, 200, 200],
  },
  {
    // The page's HTML with its head tags, the same for everyone (the app reads the sign-in afterwards).
    route: "GET /hubs/landing/*",
    call: (f) => ({ url: `/hubs/landing/${f.hubs.hubId}/${f.hubs.slug}`, headers: { accept: "text/html" } }),
    expect: [200, 200, 200, 200, 200, 200],
  },

  // What signed-in learners do with hubs.
  {
    route: "POST /api/course_hubs/landing/:hubId/courses/:courseId/enrol",
    call: (f) => ({ url: `/api/course_hubs/landing/${f.hubs.hubId}/courses/${f.hubs.courseId}/enrol` }),
    expect: SIGNED_IN,
  },
  {
    // To the private hub: shared with the learner and open to its owner already (409 access_granted).
    route: "POST /api/course_hubs/landing/:hubId/access_requests",
    call: (f) => body(`/api/course_hubs/landing/${f.hubs.privateHubId}/access_requests`, { message: "Please" }),
    expect: [401, 409, 201, 409, S, S],
  },
  { route: "GET /api/course_hubs/shared_to_me", call: () => get("/api/course_hubs/shared_to_me"), expect: SIGNED_IN },
  {
    route: "GET /api/course_hubs/shared_hub_courses/:hubId",
    call: (f) => get(`/api/course_hubs/shared_hub_courses/${f.hubs.privateHubId}`),
    expect: [401, 200, 403, 200, S, S],
  },
  {
    // The entry page of the private hub's e-mail share: public, saying where the visitor stands.
    route: "GET /api/hub_shares/:shareId/initial",
    call: (f) => get(`/api/hub_shares/${f.hubs.privateShareId}/initial`),
    expect: LANDING,
  },
];
