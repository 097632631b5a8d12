import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serverPackageRoot } from "../../paths";

export interface LauncherAssets {
  html: string;
  js: string;
}

const here = dirname(fileURLToPath(import.meta.url));
// The launcher runs in browsers, so its TypeScript lives with the web code (apps/web/src/scorm/launcher). From
// source (tsx, vitest) it is compiled on first use; the bundle (dist/main.js) finds what build.mjs compiled into
// dist/launcher.
const fromSource = here.endsWith(join("src", "modules", "scorm"));
const launcherDir = fromSource ? join(serverPackageRoot(here), "../web/src/scorm/launcher") : join(here, "launcher");
const SOURCE_ENTRY = join(launcherDir, "player.ts");

let bundled: Promise<string> | undefined;

/** The launcher's script, compiled once per process from source, or read as build.mjs wrote it. */
function launcherScript(): Promise<string> {
  bundled ??= fromSource
    ? import("esbuild").then(async ({ build }) => {
        const result = await build({ ...LAUNCHER_BUILD_OPTIONS, entryPoints: [SOURCE_ENTRY], write: false });
        const [output] = result.outputFiles;
        if (!output) throw new Error("the SCORM launcher did not compile");
        return output.text;
      })
    : readFile(join(launcherDir, "scorm-player.js"), "utf8");
  return bundled;
}

/** esbuild options of the launcher; build.mjs uses the same (keep them in step). */
export const LAUNCHER_BUILD_OPTIONS = {
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2019",
  minify: true,
  legalComments: "none",
} as const;

/** The launcher page with the app origins that may frame it and talk to it written in. */
export async function loadLauncherAssets(options: { appOrigins: string[] }): Promise<LauncherAssets> {
  const template = await readFile(join(launcherDir, "scorm-player.html"), "utf8");
  const origins = options.appOrigins.map(escapeAttribute).join(" ");
  return { html: template.replace("%APP_ORIGINS%", origins), js: await launcherScript() };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
