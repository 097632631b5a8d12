import { expect, type Frame, type Page, test } from "@playwright/test";
import { scormLauncher } from "./scormCourse";
import { manifest, packagesCourse, packageZip } from "./scormTestPackages";
import { LEARNER, logIn } from "./support";

// SCORM 2004 4th Edition shared data (issue 16 item 4, adlcp:data / adlcp:map, adl.data.n at run time): two SCOs
// of one package share the store "notes". The writer stores a value; the reader, whose map is read-only, reads
// it, is refused a write (404) and may not read the store its map closes to reading (405); the value crosses
// SCOs and stays after a reload.

interface Api2004 {
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  GetLastError(): string;
  Commit(value: string): string;
}
type Runtimes = { API_1484_11?: Api2004 };

const NOTES = "urn:coursewright:e2e:notes";
const SECRET = "urn:coursewright:e2e:secret";
const SCOS = { writer: "Writer", reader: "Reader" };
const PACKAGE = manifest(
  "Shared notes",
  `<item identifier="writer" identifierref="writer_res"><title>Writer</title>
    <adlcp:data><adlcp:map targetID="${NOTES}" readSharedData="true" writeSharedData="true"/></adlcp:data></item>
  <item identifier="reader" identifierref="reader_res"><title>Reader</title>
    <adlcp:data>
      <adlcp:map targetID="${NOTES}" readSharedData="true" writeSharedData="false"/>
      <adlcp:map targetID="${SECRET}" readSharedData="false" writeSharedData="true"/>
    </adlcp:data></item>`,
  SCOS,
  `<imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>`,
);

/** Runs `calls` ([element, value?]) on the SCO's runtime: each answer (GetValue's value, SetValue's result) and error. */
function api(frame: Frame, calls: [string, string?][]): Promise<[string, string][]> {
  return frame.evaluate((list) => {
    const runtime = (window as Runtimes).API_1484_11 as Api2004;
    return list.map(([element, value]) => {
      const answer = value === undefined ? runtime.GetValue(element) : runtime.SetValue(element, value);
      return [answer, runtime.GetLastError()] as [string, string];
    });
  }, calls);
}

async function showing(page: Page, title: string): Promise<Frame> {
  await expect(page.getByTestId("scorm-sco-title")).toHaveText(title, { timeout: 30_000 });
  return scormLauncher(page);
}

/** The reader sees the writer's value and is held to its maps. */
async function readerSees(frame: Frame): Promise<void> {
  expect(
    await api(frame, [
      ["adl.data._count"],
      ["adl.data.0.id"],
      ["adl.data.0.store"],
      ["adl.data.0.store", "overwritten"],
      ["adl.data.1.store"],
    ]),
  ).toEqual([
    ["2", "0"],
    [NOTES, "0"],
    ["Hole 7: use the 5 iron", "0"],
    ["false", "404"],
    ["", "405"],
  ]);
}

test.describe("SCORM 2004 4th Edition shared data (adl.data)", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a value one SCO stores reaches the other, read-only there, and stays after a reload", async ({
    page,
    request,
  }) => {
    const course = await packagesCourse(request, [await packageZip(PACKAGE, SCOS)]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(course.url);

    const writer = await showing(page, "Writer");
    // Never written yet: 403 (data model element value not initialized).
    expect(await api(writer, [["adl.data.0.store"]])).toEqual([["", "403"]]);
    // The launcher sends the SCO's writable stores with its data at Commit (a beacon from the content origin).
    expect(await api(writer, [["adl.data.0.store", "Hole 7: use the 5 iron"]])).toEqual([["true", "0"]]);
    expect(await writer.evaluate(() => (window as Runtimes).API_1484_11?.Commit(""))).toBe("true");

    await page
      .getByTestId("block-view-scorm")
      .getByRole("button", { name: "Next in the package", exact: true })
      .click();
    await readerSees(await showing(page, "Reader"));
    await page.screenshot({ path: "/tmp/glob16-shared-1440.png" });

    await page.reload();
    await readerSees(await showing(page, "Reader"));
  });
});
