import type { ScormPackageInfo } from "@coursewright/course-model";
import { MEDIA_TYPE } from "@coursewright/course-model";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { mediaItems } from "../../db/schema";
import { getSigner } from "../../http/signing";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { buildContentApp, parseRange } from "./contentApp";
import { importScormPackage } from "./importPackage";
import { scormBasePath, scormSignedData } from "./launch";
import { copyFixture } from "./testZips";

const LIMITS = { maxEntries: 10_000, maxUnpackedBytes: 100 * 1024 * 1024 };

/** Factory: a SCORM media item of `userId`, unpacked from a real fixture into the test app's storage. */
async function buildScormItem(t: TestContext, userId: number, fixture = "RuntimeBasicCalls_SCORM12.zip") {
  const storage = t.storage;
  const [row] = await t.db
    .insert(mediaItems)
    .values({ user_id: userId, type: MEDIA_TYPE.SCORM, title: fixture, file_name: fixture })
    .returning();
  if (!row) throw new Error("insert failed");
  const zipPath = await copyFixture(fixture, t.started.dataDir);
  const scorm: ScormPackageInfo = await importScormPackage({
    zipPath,
    storage,
    prefix: `scorm/${row.id}`,
    limits: LIMITS,
  });
  const { eq } = await import("drizzle-orm");
  await t.db.update(mediaItems).set({ custom_properties: { scorm } }).where(eq(mediaItems.id, row.id));
  return { id: row.id, scorm };
}

forEachDatabase("SCORM content origin", (t) => {
  let content: FastifyInstance;
  let itemId: number;
  let base: string;

  beforeAll(async () => {
    content = await buildContentApp({
      config: t.config,
      db: t.db,
      storage: t.storage,
    });
    await content.ready();
    const { user } = await t.createUser({ creator: true });
    itemId = (await buildScormItem(t, user.id)).id;
    base = await scormBasePath(t, itemId);
  });
  afterAll(() => content?.close());

  it("serves a package file under a signed path with its content type, caching and framing headers", async () => {
    const response = await content.inject({ method: "GET", url: `${base}shared/launchpage.html` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, max-age=3600");
    expect(response.headers["accept-ranges"]).toBe("bytes");
    expect(response.headers["content-security-policy"]).toBe("frame-ancestors 'self' http://app.test");
    expect(response.headers["x-frame-options"]).toBeUndefined();
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.body).toContain("<html");

    const image = await content.inject({ method: "GET", url: `${base}Playing/playing.jpg` });
    expect(image.headers["content-type"]).toBe("image/jpeg");
    const script = await content.inject({ method: "GET", url: `${base}shared/scormfunctions.js` });
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("answers Range requests with 206 and the asked bytes, 416 beyond the end", async () => {
    const whole = await content.inject({ method: "GET", url: `${base}Playing/playing.jpg` });
    const size = Number(whole.headers["content-length"]);
    const part = await content.inject({
      method: "GET",
      url: `${base}Playing/playing.jpg`,
      headers: { range: "bytes=10-19" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
    const beyond = await content.inject({
      method: "GET",
      url: `${base}Playing/playing.jpg`,
      headers: { range: `bytes=${size}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it("answers 403 without a valid signature, for another package, or once expired", async () => {
    const [, , id, exp, sig] = base.split("/");
    const wrongSig = await content.inject({
      method: "GET",
      url: `/scorm/${id}/${exp}/AAAA${sig?.slice(4)}/shared/launchpage.html`,
    });
    expect(wrongSig.statusCode).toBe(403);
    const otherPackage = await content.inject({
      method: "GET",
      url: `/scorm/${Number(id) + 1}/${exp}/${sig}/shared/launchpage.html`,
    });
    expect(otherPackage.statusCode).toBe(403);

    const signer = await getSigner(t.db);
    const past = Math.floor(Date.now() / 1000) - 60;
    const expired = await content.inject({
      method: "GET",
      url: `/scorm/${itemId}/${past}/${signer.sign(scormSignedData(itemId, past))}/shared/launchpage.html`,
    });
    expect(expired.statusCode).toBe(403);
  });

  it("answers 404 for missing files and paths that try to leave the package", async () => {
    expect((await content.inject({ method: "GET", url: `${base}nothing.html` })).statusCode).toBe(404);
    expect((await content.inject({ method: "GET", url: `${base}..%2F..%2Fimsmanifest.xml` })).statusCode).toBe(404);
    expect((await content.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(404);
  });

  it("serves the launcher page framable only by the app, with its script from its own origin", async () => {
    const page = await content.inject({ method: "GET", url: "/scorm-player.html" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("frame-ancestors http://app.test");
    expect(csp).toContain("script-src 'self'");
    expect(page.body).toContain('<meta name="coursewright-app-origins" content="http://app.test" />');
    expect(page.body).toContain('<script src="/scorm-player.js" defer></script>');
    expect(page.body).not.toMatch(/<script>(?!<)/);

    const script = await content.inject({ method: "GET", url: "/scorm-player.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.body).toContain("API_1484_11");
    expect(script.body).toContain("coursewright-scorm");
  });

  it("is framable by the app: the app's CSP lets frames come from the content origin", async () => {
    const response = await t.inject({ method: "GET", url: "/api/health" });
    expect(String(response.headers["content-security-policy"])).toMatch(/frame-src 'self' http:\/\/app\.test:3001/);
  });
});

forEachDatabase("GET /api/medialibrary/scorms/:id/launch", (t) => {
  it("answers the launch URL of the creator's own package on the content origin", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const { id } = await buildScormItem(t, user.id, "RuntimeMinimumCalls_SCORM12.zip");
    const response = await t.inject({
      method: "GET",
      url: `/api/medialibrary/scorms/${id}/launch`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { launch_url: string; version: string; scos: unknown[] } }>();
    expect(data.version).toBe("1.2");
    expect(data.scos).toHaveLength(19);
    const url = new URL(data.launch_url);
    expect(url.origin).toBe("http://app.test:3001");
    expect(url.pathname).toBe("/scorm-player.html");
    expect(url.searchParams.get("launch")).toBe("Playing/Playing.html");
    expect(url.searchParams.get("version")).toBe("1.2");
    expect(url.searchParams.get("app")).toBe("http://app.test");
    expect(url.searchParams.get("pkg")).toMatch(new RegExp(`^/scorm/${id}/\\d+/[A-Za-z0-9_-]+/$`));
  });

  it("answers 404 for another creator's package and for items that are not packages", async () => {
    const owner = await t.createUser({ creator: true });
    const { id } = await buildScormItem(t, owner.user.id);
    const other = await t.createUser({ creator: true });
    const response = await t.inject({
      method: "GET",
      url: `/api/medialibrary/scorms/${id}/launch`,
      headers: bearer(other.token),
    });
    expect(response.statusCode).toBe(404);
    const [image] = await t.db
      .insert(mediaItems)
      .values({ user_id: owner.user.id, type: MEDIA_TYPE.IMAGE, title: "i", file_name: "i.png" })
      .returning();
    const notScorm = await t.inject({
      method: "GET",
      url: `/api/medialibrary/scorms/${image?.id}/launch`,
      headers: bearer(owner.token),
    });
    expect(notScorm.statusCode).toBe(404);
  });

  it("answers 403 to a learner and 401 without a session", async () => {
    const learner = await t.createUser();
    expect(
      (await t.inject({ method: "GET", url: "/api/medialibrary/scorms/1/launch", headers: bearer(learner.token) }))
        .statusCode,
    ).toBe(403);
    expect((await t.inject({ method: "GET", url: "/api/medialibrary/scorms/1/launch" })).statusCode).toBe(401);
  });
});

describe("content origin settings", () => {
  it("defaults to the app's host on PORT + 1", () => {
    const config = loadConfig({ PORT: "3100", PUBLIC_URL: "http://127.0.0.1:3100" });
    expect(config.contentPort).toBe(3101);
    expect(config.contentOrigin).toBe("http://127.0.0.1:3101");
    expect(loadConfig({}).contentOrigin).toBe("http://localhost:3001");
  });

  it("takes CONTENT_PORT and CONTENT_ORIGIN, and refuses the app's own origin", () => {
    const config = loadConfig({ CONTENT_PORT: "9000", CONTENT_ORIGIN: "https://content.example.com/" });
    expect(config).toMatchObject({ contentPort: 9000, contentOrigin: "https://content.example.com" });
    expect(() => loadConfig({ PUBLIC_URL: "https://x.example.com", CONTENT_ORIGIN: "https://x.example.com" })).toThrow(
      /CONTENT_ORIGIN/,
    );
  });

  it("parses single byte ranges", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});
