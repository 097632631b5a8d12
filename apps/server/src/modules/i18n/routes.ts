import { LANGUAGE_CODES } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import type { App } from "../../http/types";
import { translationsAnswer, translationsBundle } from "./service";

export function i18nRoutes(app: App, deps: Deps): void {
  app.get(
    "/api/translations/messages.json",
    {
      schema: {
        tags: ["i18n"],
        summary: "Messages of one language (?lang=) or of all 15; cached for a year when ?v= is the current version",
        querystring: z.object({ v: z.string().optional(), lang: z.enum(LANGUAGE_CODES).optional() }),
      },
    },
    async (request, reply) => {
      const { version } = translationsBundle();
      const answer = translationsAnswer(request.query.lang);
      const gzip = /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
      // The two encodings are two representations: each has its own ETag.
      const etag = gzip ? `${answer.etag.slice(0, -1)}.gz"` : answer.etag;
      // A versioned URL never changes meaning; an unversioned one must be checked every time.
      reply.header("cache-control", request.query.v === version ? "public, max-age=31536000, immutable" : "no-cache");
      reply.header("etag", etag);
      reply.header("vary", "accept-encoding");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      reply.type("application/json; charset=utf-8");
      if (!gzip) return reply.send(answer.body);
      return reply.header("content-encoding", "gzip").send(answer.gzip);
    },
  );

  app.get(
    "/api/config",
    {
      schema: {
        tags: ["i18n"],
        summary: "Settings the web app needs before sign-in",
        response: {
          200: z.object({
            data: z.object({
              video_tutorials_url: z.string().nullable(),
              userway_account: z.string().nullable(),
              translations_version: z.string(),
            }),
          }),
        },
      },
    },
    async () => ({
      data: {
        video_tutorials_url: deps.config.videoTutorialsUrl,
        userway_account: deps.config.userwayAccount,
        translations_version: translationsBundle().version,
      },
    }),
  );
}
