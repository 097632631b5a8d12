import { z } from "zod";
import type { Deps } from "../../deps";
import type { App } from "../../http/types";
import { translationsBundle } from "./service";

export function i18nRoutes(app: App, deps: Deps): void {
  app.get(
    "/api/translations/messages.json",
    {
      schema: {
        tags: ["i18n"],
        summary: "Messages of all 15 languages; cached for a year when ?v= is the current version",
        querystring: z.object({ v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const { version, body } = translationsBundle();
      const etag = `"${version}"`;
      // A versioned URL never changes meaning; an unversioned one must be checked every time.
      reply.header("cache-control", request.query.v === version ? "public, max-age=31536000, immutable" : "no-cache");
      reply.header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(body);
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
