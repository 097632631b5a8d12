import { existsSync } from "node:fs";
import { copyFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import yauzl from "yauzl";
import yazl from "yazl";

/**
 * The real packages of shared/fixtures/scorm, beside the repository (or beside the folder of its worktrees);
 * read-only: tests copy them before use.
 */
export const FIXTURES_DIR = ["../../../../../../shared/fixtures/scorm/", "../../../../../../../shared/fixtures/scorm/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path)) as string;

export async function copyFixture(name: string, dir: string): Promise<string> {
  const target = join(dir, name);
  await copyFile(join(FIXTURES_DIR, name), target);
  return target;
}

export interface CraftedEntry {
  name: string;
  content?: string | Buffer;
  /** Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
  /** Stored instead of deflated. */
  store?: boolean;
  directory?: boolean;
}

/**
 * Builds a zip in memory. yazl refuses hostile names, so an entry can be written under a harmless name of the
 * same length and renamed afterwards in the raw bytes (`rename`): that is how zip-slip archives are made.
 */
export async function craftZip(entries: CraftedEntry[], rename: Record<string, string> = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    if (entry.directory) {
      zip.addEmptyDirectory(entry.name);
      continue;
    }
    const content = typeof entry.content === "string" ? Buffer.from(entry.content) : (entry.content ?? Buffer.alloc(0));
    zip.addBuffer(content, entry.name, { mode: entry.mode, compress: !entry.store });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  for (const [from, to] of Object.entries(rename)) {
    const a = Buffer.from(from);
    const b = Buffer.from(to);
    if (a.length !== b.length) throw new Error(`rename ${from} -> ${to}: lengths differ`);
    for (let at = bytes.indexOf(a); at >= 0; at = bytes.indexOf(a, at + 1)) b.copy(bytes, at);
  }
  return bytes;
}

export async function writeZip(dir: string, name: string, entries: CraftedEntry[], rename?: Record<string, string>) {
  const path = join(dir, name);
  await writeFile(path, await craftZip(entries, rename));
  return path;
}

/** A minimal SCORM 1.2 manifest launching `href` (with optional xml:base and item parameters). */
export function manifest12(options: { href?: string; parameters?: string; base?: string } = {}): string {
  const { href = "index.html", parameters, base } = options;
  return `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"${base ? ` xml:base="${base}"` : ""}>
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>Crafted</title>
    <item identifier="i" identifierref="r"${parameters ? ` parameters="${parameters}"` : ""}><title>Only</title></item>
  </organization></organizations>
  <resources><resource identifier="r" type="webcontent" adlcp:scormtype="sco" href="${href}"/></resources>
</manifest>`;
}

/** The entries of a real package, read whole (fixtures are small), for re-zipping them in another layout. */
export function fixtureEntries(name: string): Promise<CraftedEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(join(FIXTURES_DIR, name), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const out: CraftedEntry[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve(out));
      zip.on("entry", (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith("/")) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            out.push({ name: entry.fileName, content: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** A real package zipped with its folder (`folder/imsmanifest.xml`), as ADL's SCORM 2004 starter template ships. */
export async function fixtureInFolder(name: string, folder: string, extra: CraftedEntry[] = []): Promise<Buffer> {
  const entries = await fixtureEntries(name);
  return craftZip([...entries.map((e) => ({ ...e, name: `${folder}/${e.name}` })), ...extra]);
}
