import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import yazl from "yazl";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { fixtureBytes, scormCourse, scormLauncher } from "./scormCourse";
import { unzip } from "./scormPackage";
import { CREATOR, LEARNER, logIn } from "./support";

// SCORM 2004 4th Edition sequencing in a SCORM block (issue 16), on the golf content of SequencingSimpleRemediation
// under manifests modelled on ADL's golf examples. Randomization: a module selecting three of its four SCOs once,
// shuffled once; the learner's three and their order show in the package's tree, stay after a reload (they are
// kept with the sequencing state) and next follows them. Constrained choice: modules that allow choosing only the
// next or previous module, the last one only entered by flow (preventActivation).

const REMEDIATION = "SequencingSimpleRemediation_SCORM20043rdEdition.zip";
const CONTENT = [
  ["playing", "Playing the Game"],
  ["etiquette", "Etiquette"],
  ["handicapping", "Handicapping"],
  ["havingfun", "Having Fun"],
] as const;
const TITLES: string[] = CONTENT.map(([, title]) => title);

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.example.golf" version="1" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>`;
const RESOURCES = `<resources>${CONTENT.map(
  ([id]) =>
    `<resource identifier="${id}_resource" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html?content=${id}"/>`,
).join("")}</resources>`;
const item = ([id, title]: (typeof CONTENT)[number]) =>
  `<item identifier="${id}_item" identifierref="${id}_resource"><title>${title}</title></item>`;
const FLOW_AND_CHOICE = `<imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>`;

const RANDOMIZATION = `${HEAD}
  <organizations default="golf"><organization identifier="golf"><title>Golf Explained - Randomization</title>
    <item identifier="module"><title>Golf Basics</title>${CONTENT.map(item).join("")}
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
        <imsss:randomizationControls randomizationTiming="once" selectCount="3" reorderChildren="true" selectionTiming="once"/>
      </imsss:sequencing>
    </item>
    ${FLOW_AND_CHOICE}
  </organization></organizations>
  ${RESOURCES}
</manifest>`;

const CONSTRAINED = `${HEAD}
  <organizations default="golf"><organization identifier="golf"><title>Golf Explained - Constrained Choice</title>
    ${CONTENT.map(
      (c, i) =>
        `<item identifier="module_${i + 1}"><title>Module ${i + 1}</title>${item(c)}<imsss:sequencing IDRef="rules">${
          i === CONTENT.length - 1
            ? '<adlseq:constrainedChoiceConsiderations preventActivation="true" constrainChoice="true"/>'
            : ""
        }</imsss:sequencing></item>`,
    ).join("")}
    ${FLOW_AND_CHOICE}
  </organization></organizations>
  ${RESOURCES}
  <imsss:sequencingCollection><imsss:sequencing ID="rules"><imsss:controlMode choice="true" flow="true"/>
    <adlseq:constrainedChoiceConsiderations constrainChoice="true"/></imsss:sequencing></imsss:sequencingCollection>
</manifest>`;

/** The golf content with another manifest. */
async function golf(manifest: string): Promise<Buffer> {
  const files = await unzip(fixtureBytes(REMEDIATION));
  const zip = new yazl.ZipFile();
  for (const [name, content] of files) {
    if (name.endsWith("/") || name === "imsmanifest.xml") continue;
    zip.addBuffer(content, name);
  }
  zip.addBuffer(Buffer.from(manifest), "imsmanifest.xml");
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

/** A course with the golf content under `manifest`, shared with the learner: the learner's player URL. */
async function sharedWithLearner(request: APIRequestContext, manifest: string): Promise<string> {
  const course = await scormCourse(request, REMEDIATION, await golf(manifest));
  const share = await request.post("/api/course_shares", {
    headers: auth(await tokenOf(request, CREATOR)),
    data: { course_id: course.courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  return `/coursePlayer/${course.courseId}?share_id=${(await share.json()).data.id}`;
}

async function logInAsLearner(page: Page): Promise<void> {
  await page.goto("/login");
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("SCORM 2004 4th Edition sequencing in a course", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the learner gets three of the four SCOs in their own order, kept across a reload; next follows it", async ({
    page,
    request,
  }) => {
    const shareUrl = await sharedWithLearner(request, RANDOMIZATION);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInAsLearner(page);
    // The block keeps the learner's arrangement as soon as it is made (the sequencing state, sco "#sequencing").
    const arranged = page.waitForResponse(
      (response) =>
        response.url().includes("/api/course_player/scorm_cmi/") &&
        response.request().method() === "POST" &&
        (response.request().postData() ?? "").includes('"#sequencing"'),
    );
    await page.goto(shareUrl);

    const tree = page.getByRole("navigation", { name: "Package contents" });
    await expect(tree.getByText("Golf Basics")).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await treeOrder(tree)).length, { timeout: 30_000 }).toBe(3);
    const order = await treeOrder(tree);
    await showing(page, order[0] as string);
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16c-random-1440.png" });

    // A reload (before any SCO finished) shows the same three in the same order: they were kept with the state.
    expect((await arranged).ok()).toBe(true);
    await page.reload();
    await showing(page, order[0] as string);
    await expect.poll(() => treeOrder(tree), { timeout: 30_000 }).toEqual(order);

    // Next follows the learner's order, not the manifest's.
    const next = page.getByTestId("block-view-scorm").getByRole("button", { name: "Next in the package", exact: true });
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
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16c-random-390.png" });
  });

  test("constrained choice: the tree offers only the next or previous module; the last one is entered by flow", async ({
    page,
    request,
  }) => {
    const shareUrl = await sharedWithLearner(request, CONSTRAINED);
    await page.setViewportSize({ width: 1440, height: 900 });
    await logInAsLearner(page);
    await page.goto(shareUrl);
    const tree = page.getByRole("navigation", { name: "Package contents" });
    // The SCOs offered as buttons in the tree (the current one and those a choice may not reach are plain text).
    const choosable = async () =>
      (await tree.getByRole("button").allTextContents()).map((text) => TITLES.find((t) => text.includes(t)) ?? text);

    await showing(page, "Playing the Game");
    await expect.poll(choosable, { timeout: 30_000 }).toEqual(["Etiquette"]);
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16c-constrained-1440.png" });

    await tree.getByRole("button", { name: /Etiquette/ }).click();
    await showing(page, "Etiquette");
    // Previous and next module; Having Fun is two modules on and may only be entered by flow anyway.
    await expect.poll(choosable, { timeout: 30_000 }).toEqual(["Playing the Game", "Handicapping"]);
    await tree.getByRole("button", { name: /Handicapping/ }).click();
    await showing(page, "Handicapping");
    await expect.poll(choosable, { timeout: 30_000 }).toEqual(["Etiquette"]);

    const next = page.getByTestId("block-view-scorm").getByRole("button", { name: "Next in the package", exact: true });
    await expect(next).toBeEnabled();
    await next.click();
    await showing(page, "Having Fun");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Contents", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Package contents" });
    await expect(drawer.getByText("Module 4")).toBeVisible();
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16c-constrained-390.png" });
  });
});
