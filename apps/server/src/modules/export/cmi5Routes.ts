import { idParamSchema } from "@coursewright/course-model";
import { CMI5_LAUNCH_METHODS } from "@coursewright/course-model/cmi5";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { getManagedCourse } from "../courses/service";
import { buildCmi5Package, CMI5_PLAYER_VERSION } from "./cmi5Package";
import { attachmentDisposition } from "./disposition";
import { rotatePackageLaunch, titleSlug } from "./service";

const params = z.object({ id: idParamSchema });
const query = z.object({
  launch_method: z
    .enum(CMI5_LAUNCH_METHODS)
    .default("AnyWindow")
    .describe("AnyWindow lets the LMS open the course in a frame or a window; OwnWindow asks for a window of its own"),
});

/**
 * cmi5 export (issue 18): the course's creator downloads a cmi5 package to import into an LMS, and rotates the
 * launch its copies carry, as for SCORM packages. Another creator's course answers 403, a missing one 404.
 */
export function cmi5ExportRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  app.get(
    "/api/courses/:id/export/cmi5",
    {
      schema: {
        tags: ["courses"],
        summary: "The course as a cmi5 package (cmi5.xml and one AU that loads the course from this server)",
        params,
        querystring: query,
        produces: ["application/zip"],
      },
      preHandler,
    },
    async (request, reply) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      const zip = await buildCmi5Package(db, {
        course,
        launchMethod: request.query.launch_method,
        publicUrl: config.publicUrl,
        signer: await getSigner(db),
      });
      const disposition = attachmentDisposition(
        `${titleSlug(course.title)}-cmi5.zip`,
        `${course.title.trim() || "course"} cmi5.zip`,
      );
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", disposition)
        .header("cache-control", "no-store")
        .send(zip);
    },
  );
  app.post(
    "/api/courses/:id/export/cmi5/rotate",
    {
      schema: {
        tags: ["courses"],
        summary: "Rotate the launch of the course's cmi5 packages: every package exported so far stops",
        description:
          "As for SCORM packages: a cmi5 package's launch never expires, so rotating revokes it and the sign-ins " +
          "made with it; the next export carries a new one, to import into the LMS again. rotated is false when " +
          "no cmi5 package was exported since the last rotation.",
        params,
        response: { 200: z.object({ message: z.string(), data: z.object({ rotated: z.boolean() }) }) },
      },
      preHandler,
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      const rotated = await rotatePackageLaunch(db, course, "cmi5", CMI5_PLAYER_VERSION);
      const t = requestTranslator(request);
      return {
        message: t(rotated ? "cmi5_export.rotated" : "cmi5_export.nothing_to_rotate"),
        data: { rotated },
      };
    },
  );
}
