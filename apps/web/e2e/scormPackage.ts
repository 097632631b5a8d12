import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import yauzl from "yauzl";

// The LMS side of the SCORM export's end-to-end test: the exported zip unpacked in memory, and a test LMS
// at http://lms.test/ (served by page.route) whose runtime is scorm-again, as a real LMS's would be.

export type ScormVersion = "1.2" | "2004";

export function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(files));
      zip.readEntry();
    });
  });
}

const require = createRequire(import.meta.url);
const SCORM_AGAIN = readFileSync(require.resolve("scorm-again"), "utf8");

const TYPES: Record<string, string> = {
  html: "text/html",
  js: "text/javascript",
  xml: "application/xml",
  xsd: "application/xml",
};

export const LMS_ORIGIN = "http://lms.test";

/**
 * Serves the LMS page and the package. The page creates scorm-again's API for the version (seeded with the
 * given CMI data, as an LMS loads what it stored), puts it where SCORM content looks for it (window.API or
 * window.API_1484_11) and opens the package's launch file (index.html) in a frame, as an LMS does.
 */
export async function openLms(
  page: Page,
  version: ScormVersion,
  files: Map<string, Buffer>,
  seed: object,
  options: { serverDown?: boolean } = {},
) {
  await page.unrouteAll({ behavior: "wait" });
  await page.route(`${LMS_ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/scorm-again.js") return route.fulfill({ contentType: "text/javascript", body: SCORM_AGAIN });
    if (path === "/") {
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html><head><title>Test LMS</title><script src="/scorm-again.js"></script></head>
<body style="margin:0"><script>
  const settings = { autocommit: false, logLevel: 5 };
  const api = ${version === "1.2" ? "new Scorm12API(settings)" : "new Scorm2004API(settings)"};
  api.loadFromJSON(${JSON.stringify(seed)});
  window.${version === "1.2" ? "API" : "API_1484_11"} = api;
  window.lmsData = () => api.renderCMIToJSONObject();
  // Every write as the content sent it, with the runtime's answer ("true" when it accepted the value).
  window.lmsWrites = [];
  for (const name of ["LMSSetValue", "SetValue"]) {
    if (typeof api[name] !== "function") continue;
    const write = api[name].bind(api);
    api[name] = (key, value) => {
      const result = write(key, value);
      window.lmsWrites.push([key, value, String(result)]);
      return result;
    };
  }
</script>
<iframe id="sco" title="SCORM content" src="/package/index.html" style="width:1240px;height:860px;border:0"></iframe>
</body></html>`,
      });
    }
    const file = path.startsWith("/package/") ? files.get(decodeURIComponent(path.slice("/package/".length))) : null;
    if (!file) return route.fulfill({ status: 404, body: "not in the package" });
    return route.fulfill({ contentType: TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream", body: file });
  });
  // The player's address fails as it does when the Coursewright server is down.
  if (options.serverDown) await page.route(/\/coursePlayer\//, (route) => route.abort("connectionrefused"));
  await page.goto(`${LMS_ORIGIN}/`);
  return page.frameLocator("#sco").frameLocator("#player");
}

/** What the LMS holds (scorm-again's CMI as JSON; write-only elements included). */
export const lmsData = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(() => (window as unknown as { lmsData(): Record<string, unknown> }).lmsData());

/** Every SetValue the content made: [element, value, the runtime's answer]. */
export const lmsWrites = (page: Page): Promise<[string, string, string][]> =>
  page.evaluate(() => (window as unknown as { lmsWrites: [string, string, string][] }).lmsWrites);

/** The package's frame leaves the LMS page, as when the learner closes the course: the launcher finishes. */
export const closeSco = (page: Page) => page.evaluate(() => document.getElementById("sco")?.remove());
