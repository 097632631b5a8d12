import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ScormVersion } from "@coursewright/course-model";
import yazl from "yazl";

const here = dirname(fileURLToPath(import.meta.url));
// From source (tsx, vitest) the files sit next to this module; the bundle (dist/main.js) finds the copies
// build.mjs made in dist/scorm-export.
const fromSource = here.endsWith(join("src", "modules", "export"));
const base = fromSource ? here : join(here, "scorm-export");

/** The launcher page and script (package/), as they are in the repository. */
export const PACKAGE_DIR = join(base, "package");
/** The XSDs of each version, shipped at the root of the package as real packages do (schemas/<version>/). */
export const SCHEMAS_DIR = join(base, "schemas");

export interface PackageFile {
  /** The path inside the zip, with forward slashes. */
  name: string;
  content: Buffer;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat().sort();
}

const cache = new Map<string, Promise<PackageFile[]>>();

/** Every file of a folder, read once per process (they never change while it runs). */
function filesOf(dir: string): Promise<PackageFile[]> {
  let files = cache.get(dir);
  if (!files) {
    files = walk(dir).then((paths) =>
      Promise.all(
        paths.map(async (path) => ({ name: relative(dir, path).split("\\").join("/"), content: await readFile(path) })),
      ),
    );
    cache.set(dir, files);
    files.catch(() => cache.delete(dir));
  }
  return files;
}

export const schemaFiles = (version: ScormVersion): Promise<PackageFile[]> => filesOf(join(SCHEMAS_DIR, version));

export async function launcherTemplates(): Promise<{ html: string; script: Buffer }> {
  const files = await filesOf(PACKAGE_DIR);
  const html = files.find((file) => file.name === "index.html");
  const script = files.find((file) => file.name === "launcher.js");
  if (!html || !script) throw new Error(`the SCORM launcher is missing from ${PACKAGE_DIR}`);
  return { html: html.content.toString("utf8"), script: script.content };
}

/** A zip of the files, in memory (packages are a few hundred kilobytes at most: the course is not in them). */
export async function zipOf(files: readonly PackageFile[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) zip.addBuffer(file.content, file.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
