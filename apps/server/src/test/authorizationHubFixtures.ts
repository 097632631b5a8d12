// The course hubs of the authorisation matrix (http/authorizationMatrix.test.ts): made through the hubs' own API as
// their owner, as a creator would, so that the matrix's calls meet what the routes meet in use.
import { bearer, type TestContext } from "./context";

/** The owner's hubs and what they hold. */
export interface HubFixtures {
  /** A published public hub holding the owner's "Not launched" course, free, with a category and a tag. */
  hubId: number;
  slug: string;
  courseId: number;
  /** The hub's logo: an image of the owner's library. */
  imageId: number;
  bundleId: number;
  eventId: number;
  bannerId: number;
  categoryId: number;
  tagId: number;
  /** A published private hub shared by e-mail with the matrix's learner, and that share. */
  privateHubId: number;
  privateShareId: string;
}

type Answer = { statusCode: number; body: string; json(): { data: { id: number | string; slug?: string } } };

/** A request as the owner; the answer's data.id (or throws with the answer when the status is not the one wanted). */
export function ownerCalls(t: TestContext, ownerToken: string) {
  return async (method: "POST" | "PUT", url: string, payload: object, status = method === "POST" ? 201 : 200) => {
    const res: Answer = await t.inject({ method, url, headers: bearer(ownerToken), payload });
    if (res.statusCode !== status)
      throw new Error(`hub fixture ${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().data;
  };
}

/** An event two weeks ahead in a zone of its own, an hour long. */
export function eventBody(): object {
  const day = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return {
    title: "Matrix event",
    starts_at: `${day}T10:00`,
    ends_at: `${day}T11:00`,
    time_zone: "Europe/Rome",
    capacity: null,
    price: 0,
  };
}

export async function buildHubFixtures(
  t: TestContext,
  owner: { token: string },
  learnerEmail: string,
  courseId: number,
  imageId: number,
): Promise<HubFixtures> {
  const call = ownerCalls(t, owner.token);
  const id = (data: { id: number | string }) => Number(data.id);
  const categoryId = id(await call("POST", "/api/categories", { title: "Matrix category" }));
  const tagId = id(await call("POST", "/api/tags", { title: "Matrix tag" }));

  const hub = await call("POST", "/api/course_hubs", { name: "Matrix hub" });
  const hubId = id(hub);
  const published = await call("PUT", `/api/course_hubs/${hubId}`, {
    visibility: "public",
    published: true,
    logo_media_id: imageId,
  });
  await call("PUT", `/api/course_hubs/${hubId}/courses`, {
    courses: [{ course_id: courseId, price: 0, category_ids: [categoryId], tag_ids: [tagId] }],
  });
  const bundleId = id(
    await call("POST", `/api/course_hubs/${hubId}/bundles`, {
      title: "Matrix bundle",
      course_ids: [courseId],
      price: 0,
    }),
  );
  const eventId = id(await call("POST", `/api/course_hubs/${hubId}/events`, eventBody()));
  const bannerId = id(await call("POST", `/api/course_hubs/${hubId}/banners`, { title: "Matrix banner" }));

  const privateHubId = id(await call("POST", "/api/course_hubs", { name: "Matrix private hub" }));
  await call("PUT", `/api/course_hubs/${privateHubId}`, { visibility: "private", published: true });
  await call("PUT", `/api/course_hubs/${privateHubId}/courses`, { courses: [{ course_id: courseId }] });
  const privateShare = await call("POST", `/api/course_hubs/${privateHubId}/shares`, {
    kind: "email",
    emails: [learnerEmail],
  });

  return {
    hubId,
    slug: published.slug ?? "",
    courseId,
    imageId,
    bundleId,
    eventId,
    bannerId,
    categoryId,
    tagId,
    privateHubId,
    privateShareId: String(privateShare.id),
  };
}
