// SCORM packages played by a learner in Chromium (issue 16 figures): for each real package of
// ../shared/fixtures/scorm, in a required SCORM block of a course shared with a registered learner, the time from
// opening the course page to the SCO's Initialize / LMSInitialize, whether the block completes, whether the next
// launch resumes (cmi.entry, location, total time handed back), and every API call that set an error code.
// The calls are recorded by wrapping the runtime object the launcher puts on window.API / window.API_1484_11
// (an init script in every frame), so nothing in the product is changed for the measure.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { BLOCK_TYPE, benchBlock, emptySave, jsonHeaders } from "./lib/course.mjs";
import { ensureWebBuilt, startServer } from "./lib/server.mjs";

const SCORM_BLOCK = 19;
const PORT = Number(process.env.BENCH_SCORM_PORT ?? 3250);
const FIXTURES = ["../../shared/fixtures/scorm/", "../../../shared/fixtures/scorm/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path));
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-sync"];

async function post(base, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: jsonHeaders(token),
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function register(base, path, email) {
  const res = await fetch(`${base}${path}`, {
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

/** Page 1: the package in a required SCORM block; page 2: a text. Shared by e-mail with the learner. */
async function packageCourse(base, token, fixture, learnerEmail) {
  const form = new FormData();
  form.append("file", new Blob([readFileSync(`${FIXTURES}${fixture}`)], { type: "application/zip" }), fixture);
  const uploaded = await fetch(`${base}/api/medialibrary/upload_scorm`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    body: form,
  });
  if (!uploaded.ok) throw new Error(`upload ${fixture}: ${uploaded.status} ${await uploaded.text()}`);
  const scormId = (await uploaded.json()).data.id;
  const course = await post(base, "/api/courses", token, {
    title: fixture,
    with_topics: true,
    attempts: null,
    min_pass_percent: 0,
  });
  const courseId = course.data.id;
  const contents = (await (await fetch(`${base}/api/courses/${courseId}`, { headers: jsonHeaders(token) })).json())
    .data;
  const page = {
    topic_id: contents.topics[0].id,
    time_limit: null,
    background_color: null,
    background_image_media_id: null,
  };
  const pageFields = { ...page, background_size: null, background_repeat: null, background_position: null };
  const block = { ...benchBlock(-100, contents.pages[0].id, 0), type: SCORM_BLOCK, text: null };
  block.displaying_settings = { x: 0, y: 0, w: 12, h: 40, i: "-100" };
  const text = { ...benchBlock(-101, -2, 0), type: BLOCK_TYPE.TEXT, completion_required: false };
  await post(base, `/api/course_builder/update_course/${courseId}`, token, {
    ...emptySave(),
    updated_pages: [{ id: contents.pages[0].id, order: 0, title: "The package", ...pageFields }],
    new_pages: [{ id: -2, order: 1, title: "After the package", ...pageFields }],
    new_page_blocks: [block, text],
    new_page_blocks_media: [
      {
        id: -1000,
        block_id: -100,
        medialibrary_item_id: scormId,
        alt_text: null,
        text: null,
        title: fixture,
        order: 0,
        settings: {},
        background_color: null,
      },
    ],
  });
  const share = await post(base, "/api/course_shares", token, {
    course_id: courseId,
    kind: "email",
    emails: [learnerEmail],
  });
  return `${base}/coursePlayer/${courseId}?share_id=${share.data.id}`;
}

/**
 * In the launcher page only (a SCO's own `var API = null` would meet the spy too): the runtime object's calls are
 * logged (method, element, answer, error code, time).
 */
function spyOnRuntime() {
  if (location.pathname !== "/scorm-player.html") return;
  const methods = {
    API: ["LMSInitialize", "LMSFinish", "LMSGetValue", "LMSSetValue", "LMSCommit", "LMSGetLastError"],
    API_1484_11: ["Initialize", "Terminate", "GetValue", "SetValue", "Commit", "GetLastError"],
  };
  for (const name of Object.keys(methods)) {
    let value;
    Object.defineProperty(window, name, {
      configurable: true,
      get: () => value,
      set(api) {
        value = api;
        const [, , , , , lastError] = methods[name];
        for (const method of methods[name].slice(0, 5)) {
          const original = api[method].bind(api);
          api[method] = (...args) => {
            const result = original(...args);
            if (!window.__benchReading) {
              const code = String(api[lastError]());
              console.debug(
                `__scorm ${JSON.stringify({ t: Date.now(), method, args: args.map(String), result: String(result), code })}`,
              );
            }
            return result;
          };
        }
      },
    });
  }
}

async function learnerContext(browser, base, token) {
  const user = (await (await fetch(`${base}/api/user`, { headers: jsonHeaders(token) })).json()).data;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ token, user, appOrigin }) => {
      if (location.origin !== appOrigin) return;
      localStorage.setItem("accessToken", token);
      localStorage.setItem("expiresIn", String(Date.now() + 3_600_000));
      localStorage.setItem("permissions", JSON.stringify(user.permissions ?? []));
      localStorage.setItem("current_user", JSON.stringify(user));
    },
    { token, user, appOrigin: base },
  );
  await context.addInitScript(spyOnRuntime);
  return context;
}

const launcherOf = (page) => page.frames().find((frame) => frame.url().includes("/scorm-player.html"));

/** Resolves with the time of the next Initialize call logged (or null after `timeout` ms: an asset calls nothing). */
function nextInitialize(calls, timeout = 20_000) {
  const from = calls.length;
  return new Promise((resolve) => {
    const started = Date.now();
    const check = setInterval(() => {
      const found = calls.slice(from).find((c) => c.method === "Initialize" || c.method === "LMSInitialize");
      if (found || Date.now() - started > timeout) {
        clearInterval(check);
        resolve(found?.t ?? null);
      }
    }, 20);
  });
}

const nextEnabled = (page, timeout) =>
  page
    .getByRole("button", { name: "Next" })
    .first()
    .waitFor({ state: "visible", timeout })
    .then(() =>
      page.waitForFunction(
        () => [...document.querySelectorAll("button")].some((b) => b.textContent?.trim() === "Next" && !b.disabled),
        null,
        { timeout },
      ),
    )
    .then(() => true)
    .catch(() => false);

/** What the learner does in a SCO: the Golf launch pages' Next button to the last page. */
async function playThrough(page) {
  const sco = launcherOf(page)?.childFrames()[0];
  if (!sco) return;
  for (let step = 0; step < 30; step++) {
    const next = sco.locator("#butNext");
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
}

async function readRuntime(page) {
  return launcherOf(page)
    ?.evaluate(() => {
      window.__benchReading = true;
      const v12 = window.API;
      const get = v12 ? (e) => v12.LMSGetValue(e) : (e) => window.API_1484_11?.GetValue(e);
      const names = v12
        ? ["cmi.core.entry", "cmi.core.lesson_location", "cmi.core.total_time"]
        : ["cmi.entry", "cmi.location", "cmi.total_time"];
      const values = names.map(get);
      window.__benchReading = false;
      return { entry: values[0], location: values[1], total: values[2] };
    })
    .catch(() => null);
}

async function measurePackage(context, url, fixture) {
  const page = await context.newPage();
  const calls = [];
  page.on("dialog", (dialog) => void dialog.accept());
  page.on("console", (message) => {
    const text = message.text();
    if (process.env.BENCH_SCORM_DEBUG) console.error(message.type(), text.slice(0, 200));
    if (text.startsWith("__scorm ")) calls.push(JSON.parse(text.slice(8)));
  });
  const opened = Date.now();
  const initialized = nextInitialize(calls);
  await page.goto(url);
  const first = await initialized;

  const launchMs = first === null ? null : first - opened;
  if (first !== null) await playThrough(page);
  let completed = await nextEnabled(page, 5_000);
  const select = page.getByRole("combobox", { name: "Part of the package" });
  if (!completed && (await select.count()) > 0) {
    // A SCO that reports only as it unloads: the learner moves on to the next part, which unloads it first.
    await select.click();
    await page.getByRole("option").nth(1).click();
    completed = await nextEnabled(page, 8_000);
  }
  // Leaving and coming back: a reload, the second launch hands back what the first kept.
  const reopened = Date.now();
  const again = nextInitialize(calls);
  await page.reload();
  const second = await again;
  const resumeMs = second === null ? null : second - reopened;
  const runtime = second === null ? null : await readRuntime(page);
  if (!completed) completed = await nextEnabled(page, 3_000);
  if (process.env.BENCH_SCORM_SHOT) await page.screenshot({ path: `${process.env.BENCH_SCORM_SHOT}-${fixture}.png` });
  await page.close();
  const errors = calls.filter((c) => c.code !== "0" && !c.method.endsWith("GetLastError"));
  return { fixture, launchMs, resumeMs, completed, runtime, calls: calls.length, errors };
}

const ms = (value) => (value === null ? "no call" : `${value}`);

/**
 * The error codes a conformant LMS gives too: 2004 GetValue of an element the SCO has not set yet (403, RTE 4.1.7),
 * 1.2 LMSGetValue of a write-only element (404). Any other code is a runtime defect to look at.
 */
const conformant = (call) =>
  (call.method === "GetValue" && call.code === "403") || (call.method === "LMSGetValue" && call.code === "404");

export async function run() {
  // BENCH_SCORM_ONLY=RuntimeBasic measures the packages whose name contains it; BENCH_NO_BUILD=1 skips the build.
  if (!process.env.BENCH_NO_BUILD) ensureWebBuilt();
  const fixtures = readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".zip") && f.includes(process.env.BENCH_SCORM_ONLY ?? ""))
    .sort();
  // The launcher is framed by, and reports to, PUBLIC_URL's origin: the one the browser opens.
  const server = await startServer({
    name: "coursewright_bench_scorm_launch",
    port: PORT,
    env: { PUBLIC_URL: `http://127.0.0.1:${PORT}` },
  });
  let browser;
  try {
    const creator = await register(server.base, "/api/content_creator_register", "scorm-bench@bench.example.com");
    const learnerEmail = "scorm-bench-learner@bench.example.com";
    const urls = [];
    for (const fixture of fixtures) urls.push(await packageCourse(server.base, creator, fixture, learnerEmail));
    const learner = await register(server.base, "/api/register", learnerEmail);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    const context = await learnerContext(browser, server.base, learner);
    const rows = [];
    const loadBefore = loadavg()[0];
    for (const [index, fixture] of fixtures.entries()) rows.push(await measurePackage(context, urls[index], fixture));
    const lines = [
      `Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after; one learner, Chromium headless.`,
      "",
      "| package | open → Initialize (ms) | reload → Initialize (ms) | block completes | next launch hands back | API calls | calls with an error code |",
      "|---|---:|---:|---|---|---:|---|",
    ];
    for (const row of rows) {
      const back = row.runtime
        ? `entry "${row.runtime.entry}", location "${row.runtime.location}", total ${row.runtime.total}`
        : "no API call";
      const errors = row.errors.map(
        (e) => `${e.method}(${e.args.join(", ")}) → ${e.code}${conformant(e) ? " (conformant)" : " (NOT conformant)"}`,
      );
      lines.push(
        `| ${row.fixture} | ${ms(row.launchMs)} | ${ms(row.resumeMs)} | ${row.completed ? "yes" : "no"} | ${back} | ${row.calls} | ${errors.length === 0 ? "none" : [...new Set(errors)].join("; ")} |`,
      );
    }
    return lines.join("\n");
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await run());
