import { idParamSchema, SCORM_VERSIONS } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { getManagedCourse } from "../courses/service";
import { cmi5ExportRoutes } from "./cmi5Routes";
import { attachmentDisposition } from "./disposition";
import { buildScormPackage, packageFileName, rotateScormLaunch } from "./service";

const params = z.object({ id: idParamSchema });
const version = z.enum(SCORM_VERSIONS);
const query = z.object({ version });

/** RFC 6266: an ASCII fallback name and the UTF-8 name built from the title as it is. */
const contentDisposition = (title: string, version: "1.2" | "2004"): string =>
  attachmentDisposition(packageFileName(title, version), `${title.trim() || "course"} SCORM ${version}.zip`);

/**
 * SCORM export (issue 8 Package): the course's creator downloads a SCORM 1.2 or 2004 package to upload to an
 * LMS. Another creator's course answers 403, a missing one 404, as the course routes do.
 */
export function exportRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  app.get(
    "/api/courses/:id/export/scorm",
    {
      schema: {
        tags: ["courses"],
        summary: "The course as a SCORM 1.2 or 2004 package (a zip that loads the course from this server)",
        params,
        querystring: query,
        produces: ["application/zip"],
      },
      preHandler,
    },
    async (request, reply) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      const { version } = request.query;
      const zip = await buildScormPackage(db, {
        course,
        version,
        publicUrl: config.publicUrl,
        signer: await getSigner(db),
      });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", contentDisposition(course.title, version))
        .header("cache-control", "no-store")
        .send(zip);
    },
  );
  app.post(
    "/api/courses/:id/export/scorm/rotate",
    {
      schema: {
        tags: ["courses"],
        summary: "Rotate the launch of the course's SCORM packages of a version: every package exported so far stops",
        description:
          "A package's launch never expires and names no learner (the LMS names them), so anyone holding a copy " +
          "can play the course and send progress. Rotating revokes the launch and the sign-ins made with it; the " +
          "next export carries a new one, to upload to the LMS again. rotated is false when no package of the " +
          "version was exported since the last rotation.",
        params,
        body: z.object({ version }),
        response: {
          200: z.object({ message: z.string(), data: z.object({ version, rotated: z.boolean() }) }),
        },
      },
      preHandler,
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      const { version } = request.body;
      const rotated = await rotateScormLaunch(db, course, version);
      const t = requestTranslator(request);
      return {
        message: t(rotated ? "scorm_export.rotated" : "scorm_export.nothing_to_rotate", { version }),
        data: { version, rotated },
      };
    },
  );
  cmi5ExportRoutes(app, deps);
}
