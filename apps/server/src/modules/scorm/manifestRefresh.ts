// Packages imported before the SCO list carried the organization's tree and sequencing (issue 16 items 5 and 6)
// would keep the old dropdown until uploaded again. Their unpacked files are still in storage: on launch the
// manifest is read again and, when it gives a tree, the package's description is updated once for all.
import { MEDIA_TYPE, type ScormPackageInfo } from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { mediaItems } from "../../db/schema";
import type { FileStorage } from "../../storage/FileStorage";
import { parseScormManifest } from "./manifest";

const MANIFEST = "imsmanifest.xml";
/** The import's own bound on a manifest. */
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;

/**
 * Packages whose stored manifest was read and gave no tree (none in the manifest, or no readable file), per
 * database: they are not read again on every launch. A tree found is written to the database instead.
 */
const withoutTree = new WeakMap<Database, Set<number>>();

async function storedManifest(storage: FileStorage, prefix: string): Promise<string | null> {
  let file = await storage.get(`${prefix}/${MANIFEST}`);
  if (!file) {
    // The zip's own spelling is kept at import (IMSManifest.xml is rare but valid on the zip's side).
    for await (const listed of storage.list(prefix)) {
      if (listed.key.toLowerCase() === `${prefix}/${MANIFEST}`.toLowerCase()) {
        file = await storage.get(listed.key);
        break;
      }
    }
  }
  if (!file) return null;
  if (file.size > MAX_MANIFEST_BYTES) {
    file.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

/**
 * The package's description with its activity tree: as stored when it has one; else read again from the
 * manifest in storage (`prefix`), kept in the media item when that gives a tree, otherwise remembered as
 * tree-less for this process. A manifest that no longer reads leaves the package as it was.
 */
export async function withStoredTree(
  deps: { db: Database; storage: FileStorage },
  mediaId: number,
  prefix: string,
  info: ScormPackageInfo,
): Promise<ScormPackageInfo> {
  const known = withoutTree.get(deps.db) ?? new Set<number>();
  withoutTree.set(deps.db, known);
  if (info.tree || known.has(mediaId)) return info;
  let fresh: ScormPackageInfo | null = null;
  try {
    const xml = await storedManifest(deps.storage, prefix);
    fresh = xml === null ? null : parseScormManifest(xml, { fallbackTitle: info.title });
  } catch {
    // Storage or manifest trouble: the launch goes on with what was stored at import.
    fresh = null;
  }
  if (!fresh?.tree) {
    known.add(mediaId);
    return info;
  }
  // The SCO list is read again too: it gains the manifest's run-time data (issue 16 item 4) and asset marks.
  const updated: ScormPackageInfo = { ...info, scos: fresh.scos, tree: fresh.tree };
  await deps.db
    .update(mediaItems)
    .set({
      custom_properties: sql`jsonb_set(${mediaItems.custom_properties}, '{scorm}', ${JSON.stringify(updated)}::jsonb)`,
    })
    .where(and(eq(mediaItems.id, mediaId), eq(mediaItems.type, MEDIA_TYPE.SCORM)));
  return updated;
}
