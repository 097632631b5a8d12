import type { Cmi5LaunchMethod } from "@coursewright/course-model/cmi5";
import type { Database } from "../../db/open";
import type { CourseRow } from "../../db/schema";
import { createTranslator } from "../../http/i18n";
import type { Signer } from "../../http/signing";
import { createLaunchToken } from "../integrations/launchTokens";
import { cmi5AuAssets } from "./cmi5Assets";
import { buildCmi5Structure, CMI5_AU_URL } from "./cmi5Structure";
import { renderLauncherPage } from "./launcherPage";
import { zipOf } from "./packageFiles";
import { packageIntegrationOf, packageLanguage } from "./service";

/** The player inside a cmi5 AU speaks SCORM 2004 to the AU page (apps/web/src/cmi5/au). */
export const CMI5_PLAYER_VERSION = "2004";

export interface Cmi5PackageInput {
  course: CourseRow;
  launchMethod: Cmi5LaunchMethod;
  publicUrl: string;
  signer: Signer;
}

/**
 * The cmi5 package of a course: cmi5.xml at the root and the AU (index.html with its config, au.js). As with
 * SCORM exports the course is not in it: the AU opens this server's player, which keeps the progress on this
 * server through the package's integration, so later edits reach learners without a new upload.
 */
export async function buildCmi5Package(db: Database, input: Cmi5PackageInput): Promise<Buffer> {
  const { course, launchMethod, signer } = input;
  const publicUrl = input.publicUrl.replace(/\/+$/, "");
  const [integration, lang, assets] = await Promise.all([
    packageIntegrationOf(db, course, "cmi5", CMI5_PLAYER_VERSION),
    packageLanguage(db, course),
    cmi5AuAssets(),
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
    assets.html,
    {
      server: publicUrl,
      courseId: course.id,
      launch,
      title: course.title,
      messages: {
        notLaunched: t("cmi5_export.not_launched"),
        lmsUnreachable: t("cmi5_export.lms_unreachable"),
        unreachable: t("scorm_export.server_unreachable"),
        exit: t("cmi5_export.exit"),
        closed: t("cmi5_export.closed"),
      },
    },
    lang,
  );
  const structure = buildCmi5Structure({ publicUrl, course, lang, launchMethod });
  return zipOf([
    { name: "cmi5.xml", content: Buffer.from(structure) },
    { name: CMI5_AU_URL, content: Buffer.from(page) },
    { name: "au.js", content: assets.script },
  ]);
}
