import { copyFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import yazl from "yazl";

/** The real packages of ../shared/fixtures/scorm (read-only: tests copy them before use). */
export const FIXTURES_DIR = fileURLToPath(new URL("../../../../../../shared/fixtures/scorm/", import.meta.url));

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
