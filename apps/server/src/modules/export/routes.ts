import { idParamSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { getManagedCourse } from "../courses/service";
import { buildScormPackage, packageFileName } from "./service";

const params = z.object({ id: idParamSchema });
const query = z.object({ version: z.enum(["1.2", "2004"]) });

/** RFC 6266: an ASCII fallback name and the UTF-8 name built from the title as it is. */
function contentDisposition(title: string, version: "1.2" | "2004"): string {
  const ascii = packageFileName(title, version);
  const utf8 = encodeURIComponent(`${title.trim() || "course"} SCORM ${version}.zip`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

/**
 * SCORM export (issue 8 Package): the course's creator downloads a SCORM 1.2 or 2004 package to upload to an
 * LMS. Another creator's course answers 403, a missing one 404, as the course routes do.
 */
export function exportRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
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
      preHandler: [authenticate(db), requirePermission("create_course")],
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
}
