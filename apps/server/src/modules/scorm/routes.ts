import { idParamSchema, MEDIA_TYPE, scormActivitySchema, scormScoSchema } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { mediaItems } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { scormLaunchUrl } from "./launch";

const launchAnswer = z.object({
  data: z.object({
    launch_url: z.string(),
    version: z.enum(["1.2", "2004"]),
    scos: z.array(scormScoSchema),
    tree: scormActivitySchema.optional(),
  }),
});

export function scormRoutes(app: App, deps: Deps): void {
  app.get(
    "/api/medialibrary/scorms/:id/launch",
    {
      schema: {
        tags: ["media library"],
        summary: "Launch address of a SCORM package of the media library (on the content origin, valid for hours)",
        params: z.object({ id: idParamSchema }),
        response: { 200: launchAnswer },
      },
      preHandler: [authenticate(deps.db), requirePermission("create_course")],
      // The embedded builder previews its SCORM blocks.
      config: { launch: { areas: ["media"] } },
    },
    async (request) => {
      const user = requireUser(request);
      // Another creator's package answers like a missing one: ids are never confirmed to strangers.
      const [owned] = await deps.db
        .select({ id: mediaItems.id })
        .from(mediaItems)
        .where(
          and(
            eq(mediaItems.id, request.params.id),
            eq(mediaItems.user_id, user.id),
            eq(mediaItems.type, MEDIA_TYPE.SCORM),
          ),
        );
      const launch = owned ? await scormLaunchUrl(deps, owned.id) : null;
      if (!launch) throw errors.notFound();
      return { data: launch };
    },
  );
}
