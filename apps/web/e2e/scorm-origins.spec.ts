import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Frame, type Page, request, test } from "@playwright/test";
import { scormCourse, scormLauncher } from "./scormCourse";
import { CREATOR, logIn } from "./support";

// Each package in its own origin (issue 16 item 8): a second product, started here with a wildcard CONTENT_ORIGIN,
// serves each package from p{id}.content.coursewright.test, so what one package stores in localStorage another
// cannot read, and one package's files are refused on the other's host. The suite's own server keeps the single
// content origin (the fallback). The names are deployed as the README advises, the app and its packages on one
// site (coursewright.test, mapped to this machine by the browser): with *.localhost the package frames are
// third-party to the app, and this Chromium refuses third-party frames any storage at all.

const appPort = Number(process.env.E2E_ORIGINS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 2);
const contentPort = appPort + 1;
const appUrl = `http://app.coursewright.test:${appPort}`;
/** The API of the same server, for the setup from Node (which does not know the browser's mapped names). */
const apiUrl = `http://127.0.0.1:${appPort}`;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
      "--host-resolver-rules=MAP *.coursewright.test 127.0.0.1",
    ],
  },
});

let server: ChildProcess | undefined;
let api: APIRequestContext;

test.describe("SCORM packages each in their own origin", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });
  test.use({ baseURL: appUrl });

  test.beforeAll(async () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(appPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: appUrl,
      CONTENT_PORT: String(contentPort),
      CONTENT_ORIGIN: `http://*.content.coursewright.test:${contentPort}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), "coursewright-e2e-origins-")),
      RATE_LIMIT_AUTH_MAX: "1000",
      RATE_LIMIT_LAUNCH_MAX: "1000",
      LOG_LEVEL: "warn",
    };
    // Embedded, with demo data, like the suite's own server.
    delete env.DATABASE_URL;
    server = spawn(process.execPath, ["apps/server/dist/main.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
    api = await request.newContext({ baseURL: apiUrl });
    await expect
      .poll(async () => (await api.get("/api/health").catch(() => null))?.status() ?? 0, { timeout: 120_000 })
      .toBe(200);
  });

  test.afterAll(async () => {
    await api?.dispose();
    server?.kill();
  });

  /** The creator's preview of a course with the fixture's package: its launcher frame and the SCO's frame. */
  async function open(page: Page, fixture: string): Promise<{ launcher: Frame; sco: Frame; url: string }> {
    const course = await scormCourse(api, fixture);
    const url = `/coursePlayer/${course.courseId}?progress_mode=preview&page=${course.pageIds[0]}`;
    return { ...(await frames(page, url)), url };
  }

  async function frames(page: Page, url: string): Promise<{ launcher: Frame; sco: Frame }> {
    await page.goto(url);
    const launcher = await scormLauncher(page);
    const sco = launcher.childFrames()[0];
    if (!sco) throw new Error("no SCO frame");
    return { launcher, sco };
  }

  test("two packages cannot read each other's localStorage; one's files are refused on the other's host", async ({
    page,
  }) => {
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const first = await open(page, "RuntimeMinimumCalls_SCORM12.zip");
    const firstOrigin = new URL(first.launcher.url()).origin;
    expect(firstOrigin).toMatch(new RegExp(`^http://p\\d+\\.content\\.coursewright\\.test:${contentPort}$`));
    expect(new URL(first.sco.url()).origin).toBe(firstOrigin);
    await first.sco.evaluate(() => localStorage.setItem("bookmark", "first package"));
    const firstFile = first.sco.url();

    const second = await open(page, "RuntimeBasicCalls_SCORM12.zip");
    const secondOrigin = new URL(second.launcher.url()).origin;
    expect(secondOrigin).toMatch(new RegExp(`^http://p\\d+\\.content\\.coursewright\\.test:${contentPort}$`));
    expect(secondOrigin).not.toBe(firstOrigin);
    expect(await second.sco.evaluate(() => localStorage.getItem("bookmark"))).toBeNull();
    // The first package's signed file, asked on the second package's host from its own script: refused.
    const foreign = new URL(firstFile);
    const status = await second.sco.evaluate(
      (path) => fetch(path).then((answer) => answer.status),
      `${foreign.pathname}${foreign.search}`,
    );
    expect(status).toBe(403);

    await second.sco.evaluate(() => localStorage.setItem("bookmark", "second package"));

    // Back to the first package: what it stored is still its own.
    const back = await frames(page, first.url);
    expect(new URL(back.launcher.url()).origin).toBe(firstOrigin);
    expect(await back.sco.evaluate(() => localStorage.getItem("bookmark"))).toBe("first package");
  });
});
