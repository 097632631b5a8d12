import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { errors } from "./errors";
import { requestTranslator } from "./i18n";

const SERVER_PATHS = /^\/(api|oauth|files)(\/|$)/;
const IMMUTABLE = "public, max-age=31536000, immutable";

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
 * revalidated) and index.html for every client route (clean paths, no hash). Unknown /api, /oauth
 * and /files paths answer 404 JSON.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const built = existsSync(join(webDistDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header("cache-control", path.includes("/assets/") ? IMMUTABLE : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsHtml(request)) throw errors.notFound();
    if (!built) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .header("cache-control", "no-store")
        .send(requestTranslator(request)("server.web_not_built"));
    }
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").sendFile("index.html");
  });
}
