import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { FrameLocator, Page } from "@playwright/test";
import yauzl from "yauzl";

// The LMS side of the SCORM export's end-to-end test: the exported zip unpacked in memory, and a test LMS
// on another site (served by page.route) whose runtime is scorm-again, as a real LMS's would be.

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

interface LmsState {
  page: string;
  files: Map<string, Buffer>;
}

/** The test LMS's page: scorm-again's API for the version, seeded, and the package's launch file in a frame. */
function lmsPage(version: ScormVersion, seed: object): string {
  return `<!doctype html><html><head><title>Test LMS</title><script src="/scorm-again.js"></script></head>
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
</body></html>`;
}

export interface TestLms {
  origin: string;
  /** Opens the LMS page for a package of `version`, with the CMI data the LMS stored (learner, suspend data). */
  open(page: Page, version: ScormVersion, files: Map<string, Buffer>, seed: object): Promise<FrameLocator>;
  /** Serves a package's files under /package/ without opening anything. */
  serve(files: Map<string, Buffer>): void;
  close(): Promise<void>;
}

/**
 * The test LMS: a real HTTP server on the loopback, reached as localhost, so it is another site than the
 * player's 127.0.0.1 (the player is a third-party frame, as in a real LMS). It is a real server rather than
 * page.route because Chromium lets only a page that came from the local network frame a local address (Local
 * Network Access), and a routed answer counts as public.
 */
export async function startTestLms(): Promise<TestLms> {
  const state: LmsState = { page: "", files: new Map() };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
      response.end(body);
    };
    if (path === "/") return send(200, "text/html", state.page);
    if (path === "/scorm-again.js") return send(200, "text/javascript", SCORM_AGAIN);
    const file = path.startsWith("/package/") ? state.files.get(decodeURIComponent(path.slice(9))) : undefined;
    if (!file) return send(404, "text/plain", "not in the package");
    return send(200, TYPES[path.split(".").pop() ?? ""] ?? "application/octet-stream", file);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const origin = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  return {
    origin,
    async open(page, version, files, seed) {
      state.page = lmsPage(version, seed);
      state.files = files;
      await page.goto(`${origin}/`);
      return page.frameLocator("#sco").frameLocator("#player");
    },
    serve(files) {
      state.files = files;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the LMS holds (scorm-again's CMI as JSON; write-only elements included). */
export const lmsData = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(() => (window as unknown as { lmsData(): Record<string, unknown> }).lmsData());

/** Every SetValue the content made: [element, value, the runtime's answer]. */
export const lmsWrites = (page: Page): Promise<[string, string, string][]> =>
  page.evaluate(() => (window as unknown as { lmsWrites: [string, string, string][] }).lmsWrites);

/** The package's frame leaves the LMS page, as when the learner closes the course: the launcher finishes. */
export const closeSco = (page: Page) => page.evaluate(() => document.getElementById("sco")?.remove());
