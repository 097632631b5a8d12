import { courseLanguageOf, type LanguageCode, pickLanguage, type ScormVersion } from "@coursewright/course-model";
import { and, eq, isNull, sql } from "drizzle-orm";
import yazl from "yazl";
import type { Database } from "../../db/open";
import { apiIntegrations, type CourseRow, users } from "../../db/schema";
import { createTranslator } from "../../http/i18n";
import type { Signer } from "../../http/signing";
import { createLaunchToken } from "../integrations/launchTokens";
import { revokeIntegration } from "../integrations/service";
import { renderLauncherPage } from "./launcherPage";
import { buildManifest } from "./manifest";
import { launcherTemplates, schemaFiles } from "./packageFiles";

/** Advisory lock namespace of "one SCORM integration per course and version" (any number unique in the app). */
const SCORM_INTEGRATION_LOCK = 8_0101;

/**
 * The course's SCORM integration of this version, created on the first export and reused by later ones, so
 * every package of a version signs its learners in through the same integration and share (and revoking it
 * stops them all). A revoked one is not reused: exporting again gives a package that works. Owned by the
 * course's creator, who alone may export.
 */
export async function scormIntegrationOf(db: Database, course: CourseRow, version: ScormVersion) {
  return db.transaction(async (tx) => {
    // Two exports at once must not create two rows: the check and the insert run under one lock per course.
    await tx.execute(sql`select pg_advisory_xact_lock(${SCORM_INTEGRATION_LOCK}, ${course.id})`);
    const mine = and(
      eq(apiIntegrations.kind, "scorm"),
      eq(apiIntegrations.course_id, course.id),
      eq(apiIntegrations.scorm_version, version),
      isNull(apiIntegrations.revoked_at),
    );
    const [existing] = await tx.select().from(apiIntegrations).where(mine).limit(1);
    if (existing) return existing;
    const [created] = await tx
      .insert(apiIntegrations)
      .values({
        user_id: course.user_id,
        kind: "scorm",
        title: `SCORM ${version} package`,
        course_id: course.id,
        scorm_version: version,
        allowed_origins: [],
      })
      .returning();
    if (!created) throw new Error("the SCORM integration was not created");
    return created;
  });
}

/**
 * Rotates the launch of the course's SCORM packages of this version: their integration is revoked (every
 * package exported so far stops, with the sign-ins made through it) and the next export makes a new one.
 * False when no package of this version was exported since the last rotation.
 */
export async function rotateScormLaunch(db: Database, course: CourseRow, version: ScormVersion): Promise<boolean> {
  const live = await db
    .select({ id: apiIntegrations.id })
    .from(apiIntegrations)
    .where(
      and(
        eq(apiIntegrations.kind, "scorm"),
        eq(apiIntegrations.course_id, course.id),
        eq(apiIntegrations.scorm_version, version),
        isNull(apiIntegrations.revoked_at),
      ),
    );
  for (const integration of live) await revokeIntegration(db, integration.id);
  return live.length > 0;
}

/**
 * The package's language: the course's own (issue 17) so its page, title and messages read like the course,
 * else (a course that follows the interface) its creator's.
 */
async function packageLanguage(db: Database, course: CourseRow): Promise<LanguageCode> {
  const own = courseLanguageOf(course.language);
  if (own) return own;
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, course.user_id));
  return pickLanguage([row?.locale ?? ""]);
}

export interface ScormPackageInput {
  course: CourseRow;
  version: ScormVersion;
  publicUrl: string;
  signer: Signer;
}

/**
 * The SCORM package of a course: imsmanifest.xml, the launcher (index.html with its config, launcher.js) and
 * the version's XSDs. The course itself is not in it: the launcher loads it from this server, so later edits
 * reach learners without a new upload.
 */
export async function buildScormPackage(db: Database, input: ScormPackageInput): Promise<Buffer> {
  const { course, version, publicUrl, signer } = input;
  const [integration, lang, templates, schemas] = await Promise.all([
    scormIntegrationOf(db, course, version),
    packageLanguage(db, course),
    launcherTemplates(),
    schemaFiles(version),
  ]);
  const t = createTranslator(lang);
  const launch = createLaunchToken(signer, {
    purpose: "player",
    integrationId: integration.id,
    courseId: course.id,
    exp: null,
    integrationUserId: null,
  });
  const page = renderLauncherPage(
    templates.html,
    {
      server: publicUrl.replace(/\/+$/, ""),
      courseId: course.id,
      version,
      launch,
      title: course.title,
      messages: { noApi: t("scorm_export.no_lms_api"), unreachable: t("scorm_export.server_unreachable") },
    },
    lang,
  );
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(buildManifest({ courseId: course.id, title: course.title, version })), "imsmanifest.xml");
  zip.addBuffer(Buffer.from(page), "index.html");
  zip.addBuffer(templates.script, "launcher.js");
  for (const schema of schemas) zip.addBuffer(schema.content, schema.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** An ASCII file name from the course title (Content-Disposition filename), e.g. "safety-basics-scorm-2004.zip". */
export function packageFileName(title: string, version: ScormVersion): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .toLowerCase();
  return `${slug || "course"}-scorm-${version === "1.2" ? "1.2" : "2004"}.zip`;
}
