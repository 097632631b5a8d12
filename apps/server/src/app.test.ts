import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forEachDatabase } from "./test/context";

const html = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

const PLAYER_HTML =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/player-abc123.js"></script>';
const webDist = join(tmpdir(), `cw-web-dist-${randomBytes(6).toString("hex")}`);
beforeAll(async () => {
  await mkdir(join(webDist, "assets"), { recursive: true });
  await writeFile(
    join(webDist, "index.html"),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script>',
  );
  await writeFile(join(webDist, "player.html"), PLAYER_HTML);
  await writeFile(join(webDist, "assets/index-abc123.js"), "console.log('app')");
  // What the web build writes beside its text files (apps/web/build/precompress.ts).
  await writeFile(join(webDist, "assets/index-abc123.js.br"), brotliCompressSync("console.log('app')"));
  await writeFile(join(webDist, "assets/index-abc123.js.gz"), gzipSync("console.log('app')"));
  await writeFile(join(webDist, "player.html.gz"), gzipSync(PLAYER_HTML));
  await writeFile(join(webDist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

forEachDatabase(
  "the app with a built web app",
  (t) => {
    describe("security headers", () => {
      it("sends a Content-Security-Policy the SPA and the accessibility widget work under", async () => {
        const res = await t.inject({ method: "GET", url: "/api/health" });
        const csp = String(res.headers["content-security-policy"]);
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self' https://cdn.userway.org");
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("img-src 'self' data: blob: https:");
        expect(csp).toContain(
          `frame-src 'self' ${t.config.contentOrigin} https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.loom.com`,
        );
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(csp).not.toContain("upgrade-insecure-requests");
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
        expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
        expect(res.headers["referrer-policy"]).toBe("no-referrer");
        expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      });

      it("sends every header @fastify/helmet sent, on answers, refusals, unknown paths and pages alike", async () => {
        // The set helmet 8 sent with this app's options before the headers were computed once (http/security.ts).
        const expected = {
          "cross-origin-opener-policy": "same-origin",
          "cross-origin-resource-policy": "same-origin",
          "origin-agent-cluster": "?1",
          "referrer-policy": "no-referrer",
          "x-content-type-options": "nosniff",
          "x-dns-prefetch-control": "off",
          "x-download-options": "noopen",
          "x-frame-options": "SAMEORIGIN",
          "x-permitted-cross-domain-policies": "none",
          "x-xss-protection": "0",
        };
        const answers = [
          await t.inject({ method: "GET", url: "/api/health" }),
          await t.inject({ method: "GET", url: "/api/user" }),
          await t.inject({ method: "GET", url: "/api/nothing-here" }),
          await t.inject({ method: "GET", url: "/dashboard", headers: html }),
        ];
        for (const res of answers) {
          expect(res.headers).toMatchObject(expected);
          expect(res.headers["content-security-policy"]).toBe(answers[0]?.headers["content-security-policy"]);
          expect(res.headers["strict-transport-security"]).toBeUndefined();
          expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        }
        expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 200]);
      });
    });

    describe("the single-page app", () => {
      it("answers index.html, not cached, for client routes", async () => {
        for (const url of ["/", "/dashboard", "/setNewPassword/abc?x=1"]) {
          const res = await t.inject({ method: "GET", url, headers: html });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers["content-type"]).toContain("text/html");
          expect(res.headers["cache-control"]).toBe("no-cache");
          expect(res.body).toContain('<div id="root">');
        }
      });

      it("answers the player's own page, not cached, for the course player's addresses", async () => {
        for (const url of [
          "/coursePlayer/12",
          "/coursePlayer/12/",
          "/coursePlayer/12?share_id=abc&progress_mode=server",
        ]) {
          const res = await t.inject({ method: "GET", url, headers: html });
          expect(res.statusCode, url).toBe(200);
          expect(res.headers["content-type"]).toContain("text/html");
          expect(res.headers["cache-control"]).toBe("no-cache");
          expect(res.body, url).toContain("/assets/player-abc123.js");
        }
        for (const url of ["/coursePlayer/abc", "/coursePlayer/12/extra", "/courseBuilder/12", "/coursePlayerX/12"]) {
          const res = await t.inject({ method: "GET", url, headers: html });
          expect(res.body, url).toContain("/assets/index-abc123.js");
        }
      });

      it("serves hashed assets with a long cache and other files revalidated", async () => {
        const asset = await t.inject({ method: "GET", url: "/assets/index-abc123.js" });
        expect(asset.statusCode).toBe(200);
        expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const icon = await t.inject({ method: "GET", url: "/favicon.svg" });
        expect(icon.statusCode).toBe(200);
        expect(icon.headers["cache-control"]).toBe("no-cache");
      });

      it("sends the build's precompressed files to browsers that accept them, the plain file to others", async () => {
        const url = "/assets/index-abc123.js";
        const br = await t.inject({ method: "GET", url, headers: { "accept-encoding": "gzip, deflate, br" } });
        expect(br.headers["content-encoding"]).toBe("br");
        expect(br.headers["content-type"]).toContain("javascript");
        expect(br.headers.vary).toContain("accept-encoding");
        expect(brotliDecompressSync(br.rawPayload).toString()).toBe("console.log('app')");
        const gz = await t.inject({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
        expect(gz.headers["content-encoding"]).toBe("gzip");
        expect(gunzipSync(gz.rawPayload).toString()).toBe("console.log('app')");
        const plain = await t.inject({ method: "GET", url, headers: { "accept-encoding": "identity" } });
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(plain.body).toBe("console.log('app')");
        expect(plain.headers.vary).toContain("accept-encoding");
        // A page: the player's is compressed (gzip only here), index.html has no compressed copy and goes plain.
        const page = await t.inject({
          method: "GET",
          url: "/coursePlayer/12",
          headers: { ...html, "accept-encoding": "gzip, br" },
        });
        expect(page.headers["content-encoding"]).toBe("gzip");
        expect(page.headers["content-type"]).toContain("text/html");
        expect(page.headers["cache-control"]).toBe("no-cache");
        expect(gunzipSync(page.rawPayload).toString()).toBe(PLAYER_HTML);
        const index = await t.inject({
          method: "GET",
          url: "/dashboard",
          headers: { ...html, "accept-encoding": "gzip" },
        });
        expect(index.headers["content-encoding"]).toBeUndefined();
        expect(index.body).toContain("/assets/index-abc123.js");
      });

      it("answers 404 JSON for unknown API paths, even when HTML is accepted", async () => {
        for (const url of ["/api/unknown", "/oauth/authorize", "/api"]) {
          const res = await t.inject({ method: "GET", url, headers: html });
          expect(res.statusCode, url).toBe(404);
          expect(res.json()).toEqual({ message: "The page or item you asked for does not exist.", error: "not_found" });
        }
        const post = await t.inject({ method: "POST", url: "/api/unknown", payload: {} });
        expect(post.statusCode).toBe(404);
      });

      it("answers 404 JSON for a missing file requested without HTML", async () => {
        const res = await t.inject({ method: "GET", url: "/assets/missing.js" });
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe("not_found");
      });
    });

    describe("errors", () => {
      it("answers 400 bad_request for malformed JSON", async () => {
        const res = await t.inject({
          method: "POST",
          url: "/api/forgot_password",
          headers: { "content-type": "application/json" },
          payload: "{not json",
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: "The request could not be understood.", error: "bad_request" });
      });

      it("answers 415 for a body type the route does not read", async () => {
        const res = await t.inject({
          method: "POST",
          url: "/api/forgot_password",
          headers: { "content-type": "application/xml" },
          payload: "<email>a@example.com</email>",
        });
        expect(res.statusCode).toBe(415);
        expect(res.json().error).toBe("unsupported_media_type");
      });

      it("answers 422 with a field named after the body when the body is missing", async () => {
        const res = await t.inject({ method: "POST", url: "/api/forgot_password" });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(["body"]);
      });
    });

    describe("OpenAPI", () => {
      it("publishes the API description and its UI at /api/docs", async () => {
        const spec = await t.inject({ method: "GET", url: "/api/docs/json" });
        expect(spec.statusCode).toBe(200);
        const paths = Object.keys(spec.json().paths);
        for (const path of ["/oauth/token", "/api/register", "/api/user", "/api/profile", "/api/health"]) {
          expect(paths).toContain(path);
        }
        expect(
          spec.json().paths["/oauth/token"].post.requestBody.content["application/json"].schema.properties,
        ).toHaveProperty("username");
        expect(spec.json().paths["/api/user"].get.security).toEqual([{ bearer: [] }]);
        expect(spec.json().paths["/oauth/token"].post.security).toBeUndefined();
        const ui = await t.inject({ method: "GET", url: "/api/docs/", headers: html });
        expect(ui.statusCode).toBe(200);
        expect(ui.body).toContain("swagger");
      });
    });
  },
  { env: { WEB_DIST_DIR: webDist } },
);

forEachDatabase("the app before the web app is built", (t) => {
  it("answers a page that says how to build it", async () => {
    const res = await t.inject({ method: "GET", url: "/dashboard", headers: html });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain("npm run build");
  });
});

forEachDatabase(
  "the app behind https",
  (t) => {
    it("asks browsers to stay on https", async () => {
      const res = await t.inject({ method: "GET", url: "/api/health" });
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    });
  },
  { env: { PUBLIC_URL: "https://courses.example.com" } },
);
