import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { beforeAll, expect, it } from "vitest";
import { forEachDatabase } from "../test/context";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between any two answers (or that light-my-request adds differently). */
const PER_ANSWER = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

const SCRIPT = `export const greeting = "${"hello ".repeat(200)}";\n`;
const STYLE = `.cw-x { color: red; }\n${".cw-y { margin: 0; }\n".repeat(50)}`;

/** A web build as Vite writes it: hashed files in assets/, the text ones with .br and .gz copies beside them. */
function webBuild(): { dir: string; assets: string } {
  const dir = mkdtempSync(join(tmpdir(), "cw-asset-lane-"));
  const assets = join(dir, "assets");
  mkdirSync(assets);
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Coursewright</title>");
  for (const [name, text] of [
    ["app-Ab12_cd.js", SCRIPT],
    ["app-Ab12_cd.css", STYLE],
  ] as const) {
    writeFileSync(join(assets, name), text);
    writeFileSync(join(assets, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(assets, `${name}.gz`), gzipSync(text));
  }
  writeFileSync(join(assets, "app-Ab12_cd.js.map"), JSON.stringify({ version: 3, sources: [] }));
  writeFileSync(join(assets, "font-Zz9.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32, 0, 1, 2, 3]));
  writeFileSync(join(assets, "icon-Qq1.svg"), `<svg xmlns="http://www.w3.org/2000/svg"/>`);
  return { dir, assets };
}

const build = webBuild();

// The fast lane answers over real HTTP only (app.inject goes straight to Fastify's routes), so these tests listen on
// a port and compare what the lane writes with what the static plugin answers.
forEachDatabase(
  "static assets in the fast lane",
  (t) => {
    let base = "";
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      if (address === null || typeof address === "string") throw new Error("not listening on a port");
      base = `http://127.0.0.1:${address.port}`;
    });

    const viaLane = (path: string, headers: Record<string, string> = {}) =>
      new Promise<RawAnswer & { lane: boolean }>((resolve, reject) => {
        const before = t.app.fastLane.answered;
        const req = httpRequest(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              lane: t.app.fastLane.answered > before,
            }),
          );
        });
        req.on("error", reject);
        req.end();
      });

    it("answers the build's files byte for byte as the static plugin does, in each encoding", async () => {
      const files = ["app-Ab12_cd.js", "app-Ab12_cd.css", "app-Ab12_cd.js.map", "font-Zz9.woff2", "icon-Qq1.svg"];
      const encodings = ["", "gzip", "br", "gzip, deflate", "gzip, deflate, br, zstd", "identity"];
      for (const file of files) {
        for (const accept of encodings) {
          const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
          const url = `/assets/${file}`;
          const routed = await t.inject({ method: "GET", url, headers });
          const fast = await viaLane(url, headers);
          expect(fast.lane, `${url} ${accept}`).toBe(true);
          expect(fast.status).toBe(200);
          expect(routed.statusCode).toBe(200);
          expect(fast.body.equals(routed.rawPayload), `${url} ${accept}`).toBe(true);
          expect(comparable(fast.headers), `${url} ${accept}`).toEqual(comparable(routed.headers));
          expect(fast.headers["content-security-policy"]).toBeDefined();
        }
      }
      const browser = await viaLane("/assets/app-Ab12_cd.js", { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(browser.headers["content-encoding"]).toBe("br");
      expect(browser.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("leaves unknown and later files, conditional and range requests and weighted encodings to the plugin", async () => {
      const missing = await viaLane("/assets/nothing-Xx1.js");
      expect(missing.lane).toBe(false);
      expect(missing.status).toBe(404);
      // A file built after the start is not in the lane's listing; the plugin serves it. (Named per database: the
      // build is shared, and the next database's app lists what this one's test wrote.)
      const laterName = `later-${t.kind}-Yy2.js`;
      writeFileSync(join(build.assets, laterName), SCRIPT);
      const later = await viaLane(`/assets/${laterName}`);
      expect(later.lane).toBe(false);
      expect(later.status).toBe(200);
      const traversal = await viaLane("/assets/..%2Findex.html");
      expect(traversal.lane).toBe(false);
      const url = "/assets/app-Ab12_cd.js";
      const first = await viaLane(url);
      const revalidated = await viaLane(url, { "if-none-match": String(first.headers.etag) });
      expect(revalidated.lane).toBe(false);
      expect(revalidated.status).toBe(304);
      const range = await viaLane(url, { range: "bytes=0-9" });
      expect(range.lane).toBe(false);
      expect(range.status).toBe(206);
      expect((await viaLane(url, { "accept-encoding": "gzip;q=1, br;q=0.5" })).lane).toBe(false);
      expect((await viaLane(`${url}?v=1`)).lane).toBe(false);
    });
  },
  { env: { WEB_DIST_DIR: build.dir } },
);
