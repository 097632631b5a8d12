import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import yazl from "yazl";
import { auth, tokenOf } from "./courseFactory";
import { fixtureBytes, scormCourse, scormLauncher } from "./scormCourse";
import { unzip } from "./scormPackage";
import { CREATOR, LEARNER, logIn } from "./support";

// IMS SS randomizationControls in a SCORM block (issue 16): the golf content of SequencingSimpleRemediation under a
// manifest modelled on ADL's golf Randomization example (a module selecting three of its four SCOs once, shuffled
// once). The learner's three and their order show in the package's tree, stay the same after a reload (they are
// kept with the sequencing state) and next follows them.

const REMEDIATION = "SequencingSimpleRemediation_SCORM20043rdEdition.zip";
const CONTENT = [
  ["playing", "Playing the Game"],
  ["etiquette", "Etiquette"],
  ["handicapping", "Handicapping"],
  ["havingfun", "Having Fun"],
] as const;
const TITLES: string[] = CONTENT.map(([, title]) => title);

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.golf.randomization" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="golf"><organization identifier="golf"><title>Golf Explained - Randomization</title>
    <item identifier="module"><title>Golf Basics</title>
      ${CONTENT.map(([id, title]) => `<item identifier="${id}_item" identifierref="${id}_resource"><title>${title}</title></item>`).join("")}
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
        <imsss:randomizationControls randomizationTiming="once" selectCount="3" reorderChildren="true" selectionTiming="once"/>
      </imsss:sequencing>
    </item>
    <imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>
  </organization></organizations>
  <resources>
    ${CONTENT.map(([id]) => `<resource identifier="${id}_resource" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html?content=${id}"/>`).join("")}
  </resources>
</manifest>`;

/** The golf content with the randomization manifest. */
async function randomizedGolf(): Promise<Buffer> {
  const files = await unzip(fixtureBytes(REMEDIATION));
  const zip = new yazl.ZipFile();
  for (const [name, content] of files) {
    if (name.endsWith("/") || name === "imsmanifest.xml") continue;
    zip.addBuffer(content, name);
  }
  zip.addBuffer(Buffer.from(MANIFEST), "imsmanifest.xml");
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The SCO titles the tree shows, in its order. */
async function treeOrder(tree: Locator): Promise<string[]> {
  const text = (await tree.textContent()) ?? "";
  return TITLES.filter((title) => text.includes(title)).sort((a, b) => text.indexOf(a) - text.indexOf(b));
}

async function showing(page: Page, title: string): Promise<void> {
  await expect(page.getByTestId("scorm-sco-title")).toHaveText(title, { timeout: 30_000 });
  await scormLauncher(page);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).exclude('[data-testid="scorm-frame"]').analyze();
  return axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);
}

test.describe("SCORM randomization in a course", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the learner gets three of the four SCOs in their own order, kept across a reload; next follows it", async ({
    page,
    request,
  }) => {
    const course = await scormCourse(request, REMEDIATION, await randomizedGolf());
    const share = await request.post("/api/course_shares", {
      headers: auth(await tokenOf(request, CREATOR)),
      data: { course_id: course.courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    // The block keeps the learner's arrangement as soon as it is made (the sequencing state, sco "#sequencing").
    const arranged = page.waitForResponse(
      (response) =>
        response.url().includes("/api/course_player/scorm_cmi/") &&
        response.request().method() === "POST" &&
        (response.request().postData() ?? "").includes('"#sequencing"'),
    );
    await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);

    const tree = page.getByRole("navigation", { name: "Package contents" });
    await expect(tree.getByText("Golf Basics")).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await treeOrder(tree)).length, { timeout: 30_000 }).toBe(3);
    const order = await treeOrder(tree);
    await showing(page, order[0] as string);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16c-random-1440.png" });

    // A reload (before any SCO finished) shows the same three in the same order: they were kept with the state.
    expect((await arranged).ok()).toBe(true);
    await page.reload();
    await showing(page, order[0] as string);
    await expect.poll(() => treeOrder(tree), { timeout: 30_000 }).toEqual(order);

    // Next follows the learner's order, not the manifest's.
    const next = page.getByTestId("block-view-scorm").getByRole("button", { name: "Next", exact: true });
    await expect(next).toBeEnabled();
    await next.click();
    await showing(page, order[1] as string);
    await expect(tree.locator('[aria-current="step"]')).toContainText(order[1] as string);

    // 390 px: the tree is a drawer with the same order.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Contents", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Package contents" });
    await expect(drawer.getByText(order[2] as string)).toBeVisible();
    expect(await treeOrder(drawer)).toEqual(order);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16c-random-390.png" });
  });
});
