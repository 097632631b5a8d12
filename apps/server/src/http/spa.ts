import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errors } from "./errors";
import { requestTranslator } from "./i18n";

const SERVER_PATHS = /^\/(api|oauth|files)(\/|$)/;
/** The course player's addresses, which have a lean page of their own (docs/decisions/009-player-entry.md). */
const PLAYER_PATH = /^\/coursePlayer\/\d+\/?$/;
export const IMMUTABLE = "public, max-age=31536000, immutable";

function wantsHtml(request: FastifyRequest): boolean {
  const path = request.url.split("?")[0] ?? "/";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !SERVER_PATHS.test(path) &&
    (request.headers.accept ?? "").includes("text/html")
  );
}

/**
 * Serves the built web app: files as they are (hashed /assets/* cached for a year, everything else
 * revalidated) and index.html for every client route (clean paths, no hash), player.html for the course
 * player's. Unknown /api, /oauth and /files paths answer 404 JSON.
 */
/** Headers one HTML answer needs beyond the defaults (an embedded player's frame-ancestors), or null. */
export type HtmlHeaders = (request: FastifyRequest) => Promise<Record<string, string> | null>;

export async function registerSpa(
  app: FastifyInstance,
  webDistDir: string,
  htmlHeaders: HtmlHeaders = async () => null,
): Promise<void> {
  const built = existsSync(join(webDistDir, "index.html"));
  const playerPage = existsSync(join(webDistDir, "player.html"));
  // Every client route is index.html, except the player's, which is player.html when the build has it.
  const pageFor = (request: FastifyRequest): string =>
    playerPage && PLAYER_PATH.test(request.url.split("?")[0] ?? "") ? "player.html" : "index.html";
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      // The build writes .br and .gz beside its text files (apps/web/build/precompress.ts): sent as the browser
      // accepts them, with Vary: Accept-Encoding, and the plain file otherwise.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header("cache-control", path.includes("/assets/") ? IMMUTABLE : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) throw errors.notFound();
    if (!built) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(requestTranslator(request)("server.web_not_built"));
    }
    const extra = await htmlHeaders(request);
    if (extra) {
      // Helmet's X-Frame-Options (SAMEORIGIN) would contradict the wider frame-ancestors. Sent as a string:
      // the static plugin would put its own cache-control (and an ETag) on the file.
      reply.removeHeader("x-frame-options");
      return reply
        .headers(extra)
        .type("text/html; charset=utf-8")
        .send(await readFile(join(webDistDir, pageFor(request)), "utf8"));
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile(pageFor(request));
  });
}
