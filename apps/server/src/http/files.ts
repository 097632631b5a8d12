import type { FastifyInstance } from "fastify";
import type { FileStorage } from "../storage/FileStorage";
import { errors } from "./errors";

const PUBLIC_PREFIXES = ["avatars/"];

/** Uploaded files at /files/<key>. Keys are random and never reused, so they may be cached for good. */
export function registerFiles(app: FastifyInstance, storage: FileStorage): void {
  app.get<{ Params: { "*": string } }>("/files/*", { schema: { hide: true } }, async (request, reply) => {
    const key = request.params["*"];
    // Only random-named public files live here; media and packages go through routes that check access.
    if (!PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix))) throw errors.notFound();
    const file = await storage.get(key);
    if (!file) throw errors.notFound();
    return (
      reply
        .type(file.contentType)
        .header("content-length", file.size)
        .header("cache-control", "public, max-age=31536000, immutable")
        // Opened directly, an uploaded file (an SVG, later an HTML document) must not run scripts on our origin.
        .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .send(file.body)
    );
  });
}
