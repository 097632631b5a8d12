import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serverPackageRoot } from "../../paths";
import { LAUNCHER_BUILD_OPTIONS } from "../scorm/launcherAssets";

const here = dirname(fileURLToPath(import.meta.url));
// The AU runs in browsers inside LMSs, so its TypeScript lives with the web code (apps/web/src/cmi5/au). From
// source (tsx, vitest) it is compiled on first use; the bundle (dist/main.js) reads what build.mjs compiled into
// dist/cmi5-au, with the same options as the SCORM content launcher.
const fromSource = here.endsWith(join("src", "modules", "export"));
const auDir = fromSource ? join(serverPackageRoot(here), "../web/src/cmi5/au") : join(here, "cmi5-au");

export interface Cmi5AuAssets {
  /** The AU page's template (index.html with the config placeholder). */
  html: string;
  script: Buffer;
}

let loaded: Promise<Cmi5AuAssets> | undefined;

async function compiledScript(): Promise<Buffer> {
  if (!fromSource) return readFile(join(auDir, "au.js"));
  const { build } = await import("esbuild");
  const result = await build({ ...LAUNCHER_BUILD_OPTIONS, entryPoints: [join(auDir, "au.ts")], write: false });
  const [output] = result.outputFiles;
  if (!output) throw new Error("the cmi5 AU did not compile");
  return Buffer.from(output.contents);
}

/** The AU's page and script, read (or compiled) once per process. */
export function cmi5AuAssets(): Promise<Cmi5AuAssets> {
  loaded ??= Promise.all([readFile(join(auDir, "index.html"), "utf8"), compiledScript()]).then(([html, script]) => ({
    html,
    script,
  }));
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
