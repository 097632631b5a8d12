import { expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Chromium's fake camera and microphone stand in for the learner's devices, and its fake permission prompt
// says yes, so the recorder runs as it would for a person who allowed it.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

/** A few MPEG audio frame headers: enough for the server's content check to call it an mp3. */
const MP3 = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(596)]);

async function previewOf(page: Page, request: Parameters<typeof tokenOf>[0], blocks: Record<string, unknown>[]) {
  const headers = auth(await tokenOf(request, CREATOR));
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Recording ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  const courseId: number = (await created.json()).data.id;
  const pageId: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0].id;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: blocks.map((block, index) => ({
        ...BLOCK_FIELDS,
        ...block,
        id: -10 - index,
        page_id: pageId,
        displaying_settings: { x: 0, y: index * 30, w: 12, h: 30, i: String(-10 - index) },
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  return headers;
}

test("an audio answer is recorded, played back, sent and kept on the server", async ({ page, request }) => {
  const headers = await previewOf(page, request, [
    {
      type: 14,
      text: "<p>Say hello.</p>",
      settings: { show_answer_feedback: true, correct_answer_feedback: "Thanks!", max_seconds: 30 },
    },
  ]);
  const audio = page.getByTestId("block-view-quizAudioAnswer");
  await expect(audio).toContainText("Say hello", { timeout: 30_000 });
  await expect(audio.getByRole("button", { name: "Send answer" })).toBeDisabled();
  await audio.getByRole("button", { name: "Start recording" }).click();
  await expect(audio.getByRole("timer")).toContainText(/0:(0[1-9]|[1-2][0-9]) of/, { timeout: 10_000 }); // a second or more recorded (a loaded machine may skip 0:01)
  await audio.getByRole("button", { name: "Stop recording" }).click();
  await expect(audio.locator("audio")).toHaveAttribute("src", /^blob:/);
  await audio.getByRole("button", { name: "Send answer" }).click();
  await expect(audio.getByTestId("quiz-feedback")).toContainText("Answer sent");
  await expect(audio.getByTestId("quiz-feedback")).toContainText("Thanks!");
  // The player now plays the stored recording from the server.
  const stored = await audio.locator("audio").getAttribute("src");
  expect(stored).toMatch(/\/api\/course_player\/answer_files\/\d+/);
  const fetched = await request.get(stored ?? "", { headers });
  expect(fetched.status()).toBe(200);
  expect(fetched.headers()["content-type"]).toMatch(/^audio\//);
});

test("a file can be uploaded instead of recording; a file of the wrong kind is refused", async ({ page, request }) => {
  await previewOf(page, request, [{ type: 14, text: "<p>Read the poem aloud.</p>", settings: {} }]);
  const audio = page.getByTestId("block-view-quizAudioAnswer");
  await expect(audio).toContainText("Read the poem", { timeout: 30_000 });
  let chooser = page.waitForEvent("filechooser");
  await audio.getByRole("button", { name: "Upload a file instead" }).click();
  await (await chooser).setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") });
  await expect(audio.getByTestId("recorder-error")).toContainText("Choose an audio file.");

  chooser = page.waitForEvent("filechooser");
  await audio.getByRole("button", { name: "Upload a file instead" }).click();
  await (await chooser).setFiles({ name: "poem.mp3", mimeType: "audio/mpeg", buffer: MP3 });
  await audio.getByRole("button", { name: "Send answer" }).click();
  await expect(audio.getByTestId("quiz-feedback")).toContainText("Answer sent");
});
