import { MEDIA_TYPE, type ScormPackageInfo } from "@coursewright/course-model";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "../../db/schema";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { buildContentApp } from "./contentApp";
import { scormBasePath } from "./launch";
import { hostPackage, packageOrigin, parseWildcardOrigin, SHARED_ORIGIN } from "./packageOrigin";

describe("package origins", () => {
  it("names one origin per package from a wildcard, the single origin otherwise", () => {
    expect(packageOrigin("https://*.content.example.com", 12)).toBe("https://p12.content.example.com");
    expect(packageOrigin("http://*.localhost:3001", 7)).toBe("http://p7.localhost:3001");
    expect(packageOrigin("https://content.example.com", 12)).toBe("https://content.example.com");
    expect(parseWildcardOrigin("https://*.Content.Example.com:8443")).toEqual({
      protocol: "https",
      suffix: "content.example.com",
      port: ":8443",
    });
  });

  it("reads the package a host may serve: its own p{id} only", () => {
    const wildcard = "https://*.content.example.com";
    expect(hostPackage(wildcard, "p12.content.example.com")).toBe(12);
    expect(hostPackage(wildcard, "P12.CONTENT.example.com")).toBe(12);
    expect(hostPackage(wildcard, "content.example.com")).toBeNull();
    expect(hostPackage(wildcard, "p12.evil.example.com")).toBeNull();
    expect(hostPackage(wildcard, "x.p12.content.example.com")).toBeNull();
    expect(hostPackage(wildcard, "p012.content.example.com")).toBeNull();
    expect(hostPackage(wildcard, "127.0.0.1")).toBeNull();
    expect(hostPackage("https://content.example.com", "anything")).toBe(SHARED_ORIGIN);
  });
});

/** A package item with one file in storage (the content origin reads storage only). */
async function onePackage(t: TestContext, userId: number): Promise<number> {
  const scorm: ScormPackageInfo = {
    version: "1.2",
    edition: "1.2",
    launch: "index.html",
    title: "One",
    scos: [{ identifier: "sco", title: "One", launch: "index.html" }],
  };
  const [row] = await t.db
    .insert(mediaItems)
    .values({
      user_id: userId,
      type: MEDIA_TYPE.SCORM,
      title: "one.zip",
      file_name: "one.zip",
      custom_properties: { scorm },
    })
    .returning();
  if (!row) throw new Error("insert failed");
  await t.storage.put(`scorm/${row.id}/index.html`, Buffer.from(`<html>package ${row.id}</html>`), "text/html");
  return row.id;
}

forEachDatabase(
  "SCORM packages each in their own origin (wildcard CONTENT_ORIGIN)",
  (t) => {
    let content: FastifyInstance;
    let first: number;
    let second: number;
    let creatorToken: string;

    beforeAll(async () => {
      content = await buildContentApp({ config: t.config, db: t.db, storage: t.storage });
      await content.ready();
      const creator = await t.createUser({ creator: true });
      creatorToken = creator.token;
      first = await onePackage(t, creator.user.id);
      second = await onePackage(t, creator.user.id);
    });
    afterAll(() => content?.close());

    const get = async (id: number, host: string) =>
      content.inject({ method: "GET", url: `${await scormBasePath(t, id)}index.html`, headers: { host } });

    it("serves a package from its own host and refuses it on another package's host or the bare one", async () => {
      const own = await get(first, `p${first}.content.test:3001`);
      expect(own.statusCode).toBe(200);
      expect(own.body).toBe(`<html>package ${first}</html>`);
      expect(own.headers["content-security-policy"]).toBe("frame-ancestors 'self' http://app.test");

      // A valid signature of the first package, asked on the second package's host: refused.
      const foreign = await get(first, `p${second}.content.test:3001`);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.body).toBe("This package is served from its own address only.");
      expect((await get(first, "content.test:3001")).statusCode).toBe(403);
      expect((await get(first, "127.0.0.1:3001")).statusCode).toBe(403);
      expect((await get(second, `p${second}.content.test:3001`)).statusCode).toBe(200);
    });

    it("launches each package on its own origin, which the app lets it frame", async () => {
      const answer = await t.inject({
        method: "GET",
        url: `/api/medialibrary/scorms/${second}/launch`,
        headers: bearer(creatorToken),
      });
      expect(answer.statusCode).toBe(200);
      const url = new URL(answer.json<{ data: { launch_url: string } }>().data.launch_url);
      expect(url.origin).toBe(`http://p${second}.content.test:3001`);
      expect(url.searchParams.get("pkg")).toMatch(new RegExp(`^/scorm/${second}/`));
      const launcher = await content.inject({
        method: "GET",
        url: `${url.pathname}${url.search}`,
        headers: { host: url.host },
      });
      expect(launcher.statusCode).toBe(200);
      expect(String(launcher.headers["content-security-policy"])).toContain("frame-ancestors http://app.test");
      const health = await t.inject({ method: "GET", url: "/api/health" });
      expect(String(health.headers["content-security-policy"])).toContain(
        "frame-src 'self' http://*.content.test:3001",
      );
    });
  },
  { env: { CONTENT_ORIGIN: "http://*.content.test:3001" } },
);
