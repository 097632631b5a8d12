import { randomUUID } from "node:crypto";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import type { Deps } from "../../deps";
import { getSigner } from "../../http/signing";
import { type ByteRange, isStorageUnavailable, isValidKey } from "../../storage/FileStorage";
import { scormStoragePrefix, verifyScormToken } from "./launch";
import { loadLauncherAssets } from "./launcherAssets";
import { hostPackage, SHARED_ORIGIN } from "./packageOrigin";

export interface ContentAppOptions extends Pick<Deps, "config" | "db" | "storage"> {
  logger?: FastifyBaseLogger;
}

/**
 * The content origin: a second HTTP listener of the same process (CONTENT_PORT) that serves unpacked SCORM
 * packages and the launcher page that gives them the SCORM API. Being another origin than the app, a
 * package's scripts cannot read the app's storage (where the sign-in token lives). It sets no cookies and
 * knows no users: a signed, time-limited path is the only key to a package. With a wildcard CONTENT_ORIGIN each
 * package is served from its own host only (p{id}.…), so packages cannot read each other's storage.
 */
export async function buildContentApp({ logger, ...deps }: ContentAppOptions): Promise<FastifyInstance> {
  const { config, storage } = deps;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger.child({ origin: "content" }) } : { logger: { level: config.logLevel } }),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    forceCloseConnections: "idle",
  });
  const appOrigin = new URL(config.publicUrl).origin;
  const assets = await loadLauncherAssets({ appOrigins: [appOrigin] });

  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    // Signed paths must not leak to the sites a package links to.
    reply.header("referrer-policy", "same-origin");
    // Framed only by the app (and, for a SCO, by the launcher on this origin). No X-Frame-Options: it cannot say that.
    if (!reply.hasHeader("content-security-policy"))
      reply.header("content-security-policy", `frame-ancestors 'self' ${appOrigin}`);
  });

  app.get("/scorm-player.html", async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header(
        "content-security-policy",
        [
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'unsafe-inline'",
          "frame-src 'self'",
          // The launcher sends a SCO's data to the app's API itself (by beacon, while the page may be closing).
          `connect-src 'self' ${appOrigin}`,
          "base-uri 'none'",
          "form-action 'none'",
          `frame-ancestors ${appOrigin}`,
        ].join("; "),
      )
      .send(assets.html),
  );
  app.get("/scorm-player.js", async (_request, reply) =>
    reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(assets.js),
  );

  app.get<{ Params: { mediaId: string; exp: string; sig: string; "*": string } }>(
    "/scorm/:mediaId/:exp/:sig/*",
    async (request, reply) => {
      const { mediaId, exp, sig } = request.params;
      const path = request.params["*"];
      if (!/^\d{1,12}$/.test(mediaId) || !/^\d{1,12}$/.test(exp)) return notFound(reply);
      const served = hostPackage(config.contentOrigin, request.hostname);
      if (served !== SHARED_ORIGIN && served !== Number(mediaId)) {
        return reply
          .code(403)
          .type("text/plain; charset=utf-8")
          .send("This package is served from its own address only.");
      }
      const signer = await getSigner(deps.db);
      if (!verifyScormToken(signer, Number(mediaId), Number(exp), sig)) {
        return reply.code(403).type("text/plain; charset=utf-8").send("This link has expired or is not valid.");
      }
      const key = `${scormStoragePrefix(Number(mediaId))}/${path}`;
      if (!path || !isValidKey(key)) return notFound(reply);
      const stat = await storage.stat(key);
      if (!stat) return notFound(reply);

      const etag = `"${stat.size.toString(16)}-${stat.modifiedAt.getTime().toString(16)}"`;
      reply
        .header("accept-ranges", "bytes")
        .header("etag", etag)
        .header("last-modified", stat.modifiedAt.toUTCString())
        // Time-limited paths: another launch gets another path, so a private hour is plenty.
        .header("cache-control", "private, max-age=3600");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();

      const range = parseRange(request.headers.range, stat.size);
      if (range === "unsatisfiable") {
        return reply.code(416).header("content-range", `bytes */${stat.size}`).send();
      }
      const file = await storage.get(key, range ?? undefined);
      if (!file) return notFound(reply);
      reply.type(file.contentType);
      if (range) {
        return reply
          .code(206)
          .header("content-range", `bytes ${range.start}-${range.end}/${file.size}`)
          .header("content-length", range.end - range.start + 1)
          .send(file.body);
      }
      return reply.header("content-length", file.size).send(file.body);
    },
  );

  app.setNotFoundHandler((_request, reply) => notFound(reply));
  app.setErrorHandler((error, request, reply) => {
    if (isStorageUnavailable(error)) {
      request.log.error(
        { storage: error instanceof Error ? error.message : String(error) },
        "file storage unavailable",
      );
      return reply
        .code(503)
        .header("retry-after", "60")
        .type("text/plain; charset=utf-8")
        .send("File storage cannot be reached right now. Please try again in a few minutes.");
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.code(500).type("text/plain; charset=utf-8").send("Something went wrong.");
  });
  return app;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type("text/plain; charset=utf-8").send("Not found.");
}

/** A single `bytes=` range (what media elements ask for); several ranges or a malformed header: the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return null;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  let start: number;
  let end: number;
  if (from === "") {
    // The last N bytes.
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}
