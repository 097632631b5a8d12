// Course player bundle (issue 5 performance: "JavaScript and CSS (gzip) the player route loads for a text-and-image
// course: goal under 150 KB"; "time to first page in Chromium for a 50-page course: goal under 1 s on loopback").
// Opens a 50-page course of text and image blocks in Chromium twice over: as its creator
// (/coursePlayer/:id?progress_mode=preview) and as a learner invited by e-mail (?share_id=, server progress).
// Records every JavaScript and CSS response, gzips each body (zlib level 9) and sums them; and times the first
// page (its title on screen, then its blocks with the image) from navigation start, with the browser's own
// clock, each load in a fresh context (cold HTTP cache).
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { courseWithSeedSave, jsonHeaders, percentile, saveSeed } from "./lib/course.mjs";
import { ensureWebBuilt, startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const LOADS = 7;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const GOAL_KB = 150;
// A 1 x 1 PNG: the image block's bytes are not what is measured here.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const IMAGE_BLOCK = 1;

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function registerLearner(base, email) {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: "Bench Learner",
      email,
      password: "bench-password",
      password_confirmation: "bench-password",
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

async function shareWith(base, token, courseId, email) {
  const res = await fetch(`${base}/api/course_shares`, {
    method: "POST",
    headers: jsonHeaders(token),
    body: JSON.stringify({ course_id: courseId, kind: "email", emails: [email] }),
  });
  if (!res.ok) throw new Error(`share failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.id;
}

async function uploadImage(base, token) {
  const form = new FormData();
  form.append("file", new Blob([PNG], { type: "image/png" }), "picture.png");
  const res = await fetch(`${base}/api/medialibrary/upload_file`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    body: form,
  });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.id;
}

/** 5 topics of 10 pages (or the shape given); each page 4 text blocks and one image block under them. */
async function textAndImageCourse(base, token, { topics = 5, pagesPerTopic = 10 } = {}) {
  const headers = jsonHeaders(token);
  const imageId = await uploadImage(base, token);
  const { courseId, seed } = await courseWithSeedSave(base, headers, {
    title: "Text and images",
    topics,
    pagesPerTopic,
    blocksPerPage: 4,
  });
  let temp = Math.min(...seed.new_page_blocks.map((b) => b.id));
  const textBlock = seed.new_page_blocks[0];
  for (const page of seed.new_pages) {
    const blockId = --temp;
    seed.new_page_blocks.push({
      ...textBlock,
      id: blockId,
      page_id: page.id,
      type: IMAGE_BLOCK,
      text: null,
      completion_required: false,
      displaying_settings: { x: 0, y: 40, w: 6, h: 20, i: String(blockId) },
    });
    seed.new_page_blocks_media.push({
      id: --temp,
      block_id: blockId,
      medialibrary_item_id: imageId,
      alt_text: "A picture",
      text: null,
      title: null,
      order: 0,
      settings: {},
      background_color: null,
    });
  }
  await saveSeed(base, headers, courseId, seed);
  return courseId;
}

/** Signs the browser in the way the app keeps a session (spec 9 storage keys), without the login screen. */
async function signedInContext(browser, base, token) {
  const user = await fetch(`${base}/api/user`, { headers: jsonHeaders(token) }).then((r) => r.json());
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem("accessToken", token);
      localStorage.setItem("expiresIn", String(Date.now() + 3_600_000));
      localStorage.setItem("permissions", JSON.stringify(user.permissions ?? ["create_course"]));
      localStorage.setItem("current_user", JSON.stringify(user));
    },
    { token, user: user.data ?? user },
  );
  return context;
}

/** One cold load: every JS and CSS response (gzip -9 of its body) and the two moments, in ms from navigation start. */
async function load(browser, base, token, url) {
  const context = await signedInContext(browser, base, token);
  const page = await context.newPage();
  const assets = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    assets.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => ({
          name: new URL(response.url()).pathname.replace(/^\/assets\//, ""),
          // When the browser asked for it (ms since the epoch), to tell what came before the first title.
          askedAt: response.request().timing().startTime,
          kind: type === "script" ? "js" : "css",
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          // What the server really sent: the build's brotli copy (apps/web/build/precompress.ts).
          sent: sizes.responseBodySize,
        }))
        // A response still arriving as the context closes is not counted (it came after everything measured).
        .catch(() => null),
    );
  });
  await page.goto(url);
  const title = await page
    .waitForFunction(
      () => {
        const el = document.querySelector('[data-testid="player-page-title"]');
        return el && el.textContent === "Page 1" && el.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 60_000 },
    )
    .then((h) => h.jsonValue());
  const origin = await page.evaluate(() => performance.timeOrigin);
  const blocks = await page
    .waitForFunction(
      () => {
        const img = document.querySelector('[data-testid="player-page"] img');
        const text = document.querySelector('[data-testid="player-page"]')?.textContent ?? "";
        return img?.complete && text.includes("Section 3") ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 60_000 },
    )
    .then((h) => h.jsonValue())
    .catch(async (error) => {
      const state = await page.evaluate(() => ({
        text: document.body.innerText.slice(0, 500),
        images: [...document.images].map((i) => `${i.src} complete=${i.complete} ${i.naturalWidth}`),
      }));
      throw new Error(`first page never complete: ${JSON.stringify(state)}`, { cause: error });
    });
  // Let late chunks (preloads started by the first page, prefetches once the browser is idle) arrive before counting.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  await page.waitForLoadState("networkidle");
  const files = (await Promise.all(assets)).filter((file) => file !== null);
  await context.close();
  return { title, blocks, files, titleAt: origin + title };
}

/** Seven cold loads of one address: the files of the first, the times of all. */
async function measure(browser, base, token, url) {
  const runs = [];
  for (let i = 0; i < LOADS; i++) runs.push(await load(browser, base, token, url));
  const files = runs[0].files.sort((a, b) => b.gzip - a.gzip);
  const sum = (kind, key) => files.filter((f) => !kind || f.kind === kind).reduce((s, f) => s + f[key], 0);
  return { files, sum, titles: runs.map((r) => r.title), blocks: runs.map((r) => r.blocks), runs };
}

/** What each load had asked for before its first title was on screen: gzip KB, file count, the names. */
function beforeTitle(runs) {
  return runs.map((run) => {
    const early = run.files.filter((f) => f.askedAt <= run.titleAt);
    return { kb: early.reduce((s, f) => s + f.gzip, 0) / 1024, count: early.length, names: early.map((f) => f.name) };
  });
}

export async function run() {
  ensureWebBuilt();
  const server = await startServer({
    name: "coursewright_bench_player_bundle",
    port: Number(process.env.BENCH_PORT ?? 3260),
  });
  let browser;
  try {
    const token = await registerCreator(server.base, "player-bundle-bench@example.com");
    const courseId = await textAndImageCourse(server.base, token);
    const learnerEmail = "player-bundle-learner@example.com";
    const learner = await registerLearner(server.base, learnerEmail);
    const shareId = await shareWith(server.base, token, courseId, learnerEmail);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    // A course of one page: its last page is its first, so the finished screen is the next screen from the start.
    const onePage = await textAndImageCourse(server.base, token, { topics: 1, pagesPerTopic: 1 });
    const routes = [
      {
        name: "creator, preview (`?progress_mode=preview`)",
        measured: await measure(
          browser,
          server.base,
          token,
          `${server.base}/coursePlayer/${courseId}?progress_mode=preview`,
        ),
      },
      {
        name: "learner invited by e-mail (`?share_id=`, server progress)",
        measured: await measure(
          browser,
          server.base,
          learner,
          `${server.base}/coursePlayer/${courseId}?share_id=${shareId}`,
        ),
      },
      {
        name: "creator, preview of a one-page course",
        measured: await measure(
          browser,
          server.base,
          token,
          `${server.base}/coursePlayer/${onePage}?progress_mode=preview`,
        ),
      },
    ];
    const { files, sum } = routes[0].measured;
    const early = beforeTitle(routes[2].measured.runs);
    const finishedEarly = early.filter((e) => e.names.some((n) => /^FinishedScreen-/.test(n))).length;
    const total = sum(null, "gzip");
    const p50 = (values) => percentile(values, 50).toFixed(0);
    const max = (values) => Math.max(...values).toFixed(0);
    return [
      `Chromium (headless, software rendering), 1440 x 900; a course of 5 topics x 10 pages, each page 4 text blocks and an image. Sizes: each JS/CSS response body gzipped at level 9, KB = 1024 bytes. Times from navigation start, ${LOADS} cold loads each.`,
      "",
      "| route | JS files | JS gzip KB | CSS gzip KB | total gzip KB | first page title, p50 / max ms | its texts and image, p50 / max ms |",
      "|---|---:|---:|---:|---:|---:|---:|",
      ...routes.map(({ name, measured: m }) => {
        const all = m.sum(null, "gzip") / 1024;
        return `| ${name} | ${m.files.filter((f) => f.kind === "js").length} | ${kb(m.sum("js", "gzip"))} | ${kb(m.sum("css", "gzip"))} | **${all.toFixed(1)}** (${all < GOAL_KB ? "under" : "over"} ${GOAL_KB}) | ${p50(m.titles)} / ${max(m.titles)} | ${p50(m.blocks)} / ${max(m.blocks)} |`;
      }),
      "",
      `One-page course, asked for before the first title was on screen (${LOADS} cold loads): gzip KB p50 / max ${percentile(
        early.map((e) => e.kb),
        50,
      ).toFixed(1)} / ${Math.max(...early.map((e) => e.kb)).toFixed(1)} (${percentile(
        early.map((e) => e.count),
        50,
      )} files at p50); all JS and CSS once idle ${kb(routes[2].measured.sum(null, "gzip"))} KB; the finished screen's chunk asked for before the title in ${finishedEarly} of ${LOADS} loads.`,
      `Files before the title, first load: ${early[0]?.names.join(", ")}`,
      "",
      "Files of the creator's preview:",
      "",
      "| file | kind | raw KB | gzip KB | sent KB (brotli) |",
      "|---|---|---:|---:|---:|",
      ...files.map((f) => `| ${f.name} | ${f.kind} | ${kb(f.raw)} | ${kb(f.gzip)} | ${kb(f.sent)} |`),
      `| **JavaScript (${files.filter((f) => f.kind === "js").length} files)** | js | ${kb(sum("js", "raw"))} | ${kb(sum("js", "gzip"))} | ${kb(sum("js", "sent"))} |`,
      `| **CSS (${files.filter((f) => f.kind === "css").length} files)** | css | ${kb(sum("css", "raw"))} | ${kb(sum("css", "gzip"))} | ${kb(sum("css", "sent"))} |`,
      `| **total** | | ${kb(sum(null, "raw"))} | **${kb(total)}** (goal under ${GOAL_KB}: ${total / 1024 < GOAL_KB ? "met" : "not met"}) | ${kb(sum(null, "sent"))} |`,
    ].join("\n");
  } finally {
    await browser?.close();
    await server.stop();
  }
}
