import { courseLanguageOf, type LanguageCode, pickLanguage, type ScormVersion } from "@coursewright/course-model";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { apiIntegrations, type CourseRow, users } from "../../db/schema";
import { createTranslator } from "../../http/i18n";
import type { Signer } from "../../http/signing";
import { createLaunchToken } from "../integrations/launchTokens";
import { revokeIntegration } from "../integrations/service";
import { type LauncherConfig, renderLauncherPage } from "./launcherPage";
import { buildManifest } from "./manifest";
import { launcherTemplates, schemaFiles, zipOf } from "./packageFiles";

/** Advisory lock namespace of "one package integration per course, kind and version" (any number unique in the app). */
const SCORM_INTEGRATION_LOCK = 8_0101;

/** The package exports: SCORM packages of a version, and cmi5 packages (whose player speaks SCORM 2004). */
export type PackageKind = "scorm" | "cmi5";

const packageTitle = (kind: PackageKind, version: ScormVersion) =>
  kind === "cmi5" ? "cmi5 package" : `SCORM ${version} package`;

const liveIntegration = (course: CourseRow, kind: PackageKind, version: ScormVersion) =>
  and(
    eq(apiIntegrations.kind, kind),
    eq(apiIntegrations.course_id, course.id),
    eq(apiIntegrations.scorm_version, version),
    isNull(apiIntegrations.revoked_at),
  );

/**
 * The course's package integration of this kind and version, created on the first export and reused by later
 * ones, so every package of a kind and version signs its learners in through the same integration and share (and
 * revoking it stops them all). A revoked one is not reused: exporting again gives a package that works. Owned by
 * the course's creator, who alone may export.
 */
export async function packageIntegrationOf(db: Database, course: CourseRow, kind: PackageKind, version: ScormVersion) {
  return db.transaction(async (tx) => {
    // Two exports at once must not create two rows: the check and the insert run under one lock per course.
    await tx.execute(sql`select pg_advisory_xact_lock(${SCORM_INTEGRATION_LOCK}, ${course.id})`);
    const [existing] = await tx
      .select()
      .from(apiIntegrations)
      .where(liveIntegration(course, kind, version))
      .limit(1);
    if (existing) return existing;
    const [created] = await tx
      .insert(apiIntegrations)
      .values({
        user_id: course.user_id,
        kind,
        title: packageTitle(kind, version),
        course_id: course.id,
        scorm_version: version,
        allowed_origins: [],
      })
      .returning();
    if (!created) throw new Error("the package integration was not created");
    return created;
  });
}

export const scormIntegrationOf = (db: Database, course: CourseRow, version: ScormVersion) =>
  packageIntegrationOf(db, course, "scorm", version);

/**
 * Rotates the launch of the course's packages of this kind and version: their integration is revoked (every
 * package exported so far stops, with the sign-ins made through it) and the next export makes a new one.
 * False when no such package was exported since the last rotation.
 */
export async function rotatePackageLaunch(
  db: Database,
  course: CourseRow,
  kind: PackageKind,
  version: ScormVersion,
): Promise<boolean> {
  const live = await db
    .select({ id: apiIntegrations.id })
    .from(apiIntegrations)
    .where(liveIntegration(course, kind, version));
  for (const integration of live) await revokeIntegration(db, integration.id);
  return live.length > 0;
}

export const rotateScormLaunch = (db: Database, course: CourseRow, version: ScormVersion) =>
  rotatePackageLaunch(db, course, "scorm", version);

/**
 * A package's language (SCORM and cmi5): the course's own (issue 17) so its page, title and messages read like
 * the course, else (a course that follows the interface) its creator's.
 */
export async function packageLanguage(db: Database, course: CourseRow): Promise<LanguageCode> {
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
    } satisfies LauncherConfig,
    lang,
  );
  return zipOf([
    {
      name: "imsmanifest.xml",
      content: Buffer.from(buildManifest({ courseId: course.id, title: course.title, version })),
    },
    { name: "index.html", content: Buffer.from(page) },
    { name: "launcher.js", content: templates.script },
    ...schemas,
  ]);
}

/** An ASCII slug of the course title for file names, e.g. "safety-basics" ("course" when nothing is left). */
export function titleSlug(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .toLowerCase();
  return slug || "course";
}

/** An ASCII file name from the course title (Content-Disposition filename), e.g. "safety-basics-scorm-2004.zip". */
export function packageFileName(title: string, version: ScormVersion): string {
  return `${titleSlug(title)}-scorm-${version === "1.2" ? "1.2" : "2004"}.zip`;
}
