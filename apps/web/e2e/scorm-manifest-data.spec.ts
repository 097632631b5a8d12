import { expect, type Page, test } from "@playwright/test";
import yazl from "yazl";
import { fixtureBytes, scormCourse, scormLauncher } from "./scormCourse";
import { unzip } from "./scormPackage";
import { CREATOR, logIn } from "./support";

// Manifest data at run time (issue 16 item 4), on real packages in the creator's preview: the item's objectives
// of a 2004 package reach the SCO as cmi.objectives; a 1.2 mastery score added to a real package's manifest
// reaches the SCO as cmi.student_data.mastery_score and decides passed / failed from the score at LMSFinish.

interface Api12 {
  isInitialized(): boolean;
  LMSGetValue(element: string): string;
  LMSSetValue(element: string, value: string): string;
  LMSFinish(value: string): string;
  cmi: { core: { lesson_status: string } };
}
interface Api2004 {
  isInitialized(): boolean;
  GetValue(element: string): string;
}
/** The runtime the launcher gives the SCO (declared here: other specs type window.API their own way). */
type Runtimes = { API?: Api12; API_1484_11?: Api2004 };

/** The real package with `inner` added to its first item, after the item's title. */
async function withItemData(fixture: string, inner: string): Promise<Buffer> {
  const files = await unzip(fixtureBytes(fixture));
  const zip = new yazl.ZipFile();
  for (const [name, content] of files) {
    if (name.endsWith("/")) continue;
    const edited =
      name === "imsmanifest.xml"
        ? Buffer.from(String(content).replace(/(<item [^>]*>\s*<title>[^<]*<\/title>)/, `$1${inner}`))
        : content;
    zip.addBuffer(edited, name);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function preview(page: Page, courseId: number, pageId: number) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${pageId}`);
}

test.describe("SCORM manifest data at run time", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a 2004 item's objectives reach the SCO as cmi.objectives", async ({ page, request }) => {
    const course = await scormCourse(request, "SequencingSimpleRemediation_SCORM20043rdEdition.zip");
    await preview(page, course.courseId, course.pageIds[0] as number);
    const frame = await scormLauncher(page);
    const get = (element: string) =>
      frame.evaluate((name) => (window as Runtimes).API_1484_11?.GetValue(name), element);
    expect(await get("cmi.objectives._count")).toBe("1");
    expect(await get("cmi.objectives.0.id")).toBe("learning_objective_satisfied");
  });

  test("a 1.2 mastery score reaches the SCO and decides passed or failed from its score", async ({ page, request }) => {
    const fixture = "RuntimeBasicCalls_SCORM12.zip";
    const bytes = await withItemData(fixture, "<adlcp:masteryscore>90</adlcp:masteryscore>");
    const course = await scormCourse(request, fixture, bytes);
    await preview(page, course.courseId, course.pageIds[0] as number);
    const frame = await scormLauncher(page);
    expect(await frame.evaluate(() => (window as Runtimes).API?.LMSGetValue("cmi.student_data.mastery_score"))).toBe(
      "90",
    );
    // The SCO's own quiz passes at 70: with the manifest's mastery score of 90, the LMS fails a score of 80.
    const status = await frame.evaluate(() => {
      const api = (window as Runtimes).API as Api12;
      api.LMSSetValue("cmi.core.score.raw", "80");
      api.LMSSetValue("cmi.core.lesson_status", "passed");
      api.LMSFinish("");
      return api.cmi.core.lesson_status;
    });
    expect(status).toBe("failed");
  });
});
