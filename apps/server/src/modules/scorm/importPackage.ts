import { open } from "node:fs/promises";
import { pipeline, type Readable, Transform, type TransformCallback } from "node:stream";
import { humanReadableSize, type ScormPackageInfo } from "@coursewright/course-model";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { type FileStorage, isValidKey } from "../../storage/FileStorage";
import { ScormPackageError } from "./errors";
import { parseScormManifest } from "./manifest";

export interface ScormImportLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

export interface ImportScormOptions {
  /** The uploaded zip, already streamed to a temporary file. */
  zipPath: string;
  storage: FileStorage;
  /** Storage folder of this package, e.g. "scorm/42"; files land at `${prefix}/${path in zip}`. */
  prefix: string;
  limits: ScormImportLimits;
  /**
   * The user agreed to take the package from the folder its manifest is in (the server named it in a
   * scorm.manifest_nested refusal): files outside that folder are left out.
   */
  reroot?: boolean;
  /** The uploaded file's name: the package's title when its manifest names none. */
  fileName?: string;
}

const MANIFEST = "imsmanifest.xml";
// A manifest lists files and items; even large multi-SCO courses stay far below this.
const MAX_MANIFEST_BYTES = 16 * 1024 * 1024;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export interface PackageEntry {
  entry: Entry;
  path: string;
}

/**
 * Unpacks a SCORM zip into storage under `prefix` and describes it from its imsmanifest.xml. Every entry is
 * checked before anything is written (names, links, counts, declared sizes), and the bytes actually inflated
 * are counted while streaming (a zip can lie about sizes). On any refusal or failure nothing stays under the
 * prefix. Refusals are ScormPackageError; other errors (storage) are rethrown as they are.
 */
export async function importScormPackage({
  zipPath,
  storage,
  prefix,
  limits,
  reroot = false,
  fileName,
}: ImportScormOptions): Promise<ScormPackageInfo> {
  const zip = await openZip(zipPath);
  try {
    if (zip.entryCount > limits.maxEntries) throw tooManyEntries(limits);
    const entries = packageEntries(await listEntries(zip, prefix, limits), reroot);
    const manifestEntry = entries.find((e) => e.path.toLowerCase() === MANIFEST);
    if (!manifestEntry) throw new ScormPackageError("scorm.manifest_missing");
    const info = parseScormManifest(await readManifest(zip, manifestEntry.entry), {
      fallbackTitle: fileName?.replace(/\.zip$/i, "") || undefined,
    });
    const files = new Set(entries.map((e) => e.path));
    for (const sco of info.scos) {
      const file = launchFile(sco.launch);
      if (!files.has(file)) throw new ScormPackageError("scorm.launch_missing", { file });
    }

    const counter = { bytes: 0 };
    for (const { entry, path } of entries) {
      const body = await openEntry(zip, entry);
      // pipeline (not pipe) so an inflate error of the entry reaches putStream instead of hanging it.
      const counted = pipeline(body, countBytes(counter, limits), () => {});
      await storage.putStream(`${prefix}/${path}`, counted);
    }
    return info;
  } catch (error) {
    await storage.deletePrefix(prefix);
    throw error instanceof ScormPackageError ? error : asPackageError(error);
  } finally {
    zip.close();
  }
}

/** Files zip tools add beside the content (macOS resource forks, Finder and Explorer caches): never content. */
function isZipClutter(path: string): boolean {
  const lower = path.toLowerCase();
  const name = lower.slice(lower.lastIndexOf("/") + 1);
  return lower.startsWith("__macosx/") || name === ".ds_store" || name === "thumbs.db" || name === "desktop.ini";
}

/**
 * The entries of the package, relative to the folder of its manifest. A manifest at the top keeps the zip as
 * it is. A zip whose content all sits in the manifest's folder (a folder zipped instead of its contents, as
 * ADL's SCORM 2004 starter template ships) is re-rooted there without asking. A manifest in a folder beside
 * other content is only taken from there when the user said so (`reroot`); otherwise the refusal names the
 * folder. With several nested manifests the shallowest (then the first listed) is the package's.
 */
export function packageEntries(entries: PackageEntry[], reroot: boolean): PackageEntry[] {
  if (entries.some((e) => e.path.toLowerCase() === MANIFEST)) return entries;
  const manifests = entries
    .filter((e) => !isZipClutter(e.path) && e.path.toLowerCase().endsWith(`/${MANIFEST}`))
    .sort((a, b) => a.path.split("/").length - b.path.split("/").length);
  const nested = manifests[0];
  if (!nested) throw new ScormPackageError("scorm.manifest_missing");
  const folder = nested.path.slice(0, -MANIFEST.length);
  const inside = (e: PackageEntry) => e.path.startsWith(folder);
  if (!reroot && !entries.every((e) => inside(e) || isZipClutter(e.path)))
    throw new ScormPackageError("scorm.manifest_nested", { folder });
  return entries.filter(inside).map((e) => ({ entry: e.entry, path: e.path.slice(folder.length) }));
}

/** The file part of a launch href (query and fragment dropped, percent-escapes decoded). */
function launchFile(launch: string): string {
  const path = launch.replace(/[?#].*$/, "");
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function tooManyEntries(limits: ScormImportLimits) {
  return new ScormPackageError("scorm.too_many_entries", { max: limits.maxEntries });
}

function tooLarge(limits: ScormImportLimits) {
  return new ScormPackageError("scorm.too_large", { max: humanReadableSize(limits.maxUnpackedBytes) });
}

function openZip(zipPath: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      zipPath,
      // decodeStrings off: yauzl would reject unsafe names with one generic error; we tell which rule broke.
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: false },
      (error, zip) => {
        if (error || !zip) void notOpened(zipPath).then(reject);
        else resolve(zip);
      },
    );
  });
}

const LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Why a zip could not be opened: one that starts as a zip (a local file header) but has no readable end (its
 * central directory) was cut short or damaged, most often an interrupted download: uploading it again helps. Anything
 * else is not a zip at all.
 */
async function notOpened(zipPath: string): Promise<ScormPackageError> {
  const head = Buffer.alloc(4);
  try {
    const file = await open(zipPath, "r");
    try {
      await file.read(head, 0, 4, 0);
    } finally {
      await file.close();
    }
  } catch {
    return new ScormPackageError("scorm.not_zip");
  }
  return new ScormPackageError(head.equals(LOCAL_HEADER) ? "scorm.zip_incomplete" : "scorm.not_zip");
}

/** Reads the central directory and checks every entry; directories are left out (storage has none). */
function listEntries(zip: ZipFile, prefix: string, limits: ScormImportLimits): Promise<PackageEntry[]> {
  return new Promise((resolve, reject) => {
    const out: PackageEntry[] = [];
    let declaredBytes = 0;
    zip.on("entry", (entry: Entry) => {
      try {
        const path = checkedPath(entry, prefix);
        if (path !== null) {
          declaredBytes += entry.uncompressedSize;
          if (declaredBytes > limits.maxUnpackedBytes) throw tooLarge(limits);
          out.push({ entry, path });
        }
        zip.readEntry();
      } catch (error) {
        zip.removeAllListeners();
        reject(error);
      }
    });
    zip.once("end", () => resolve(out));
    zip.once("error", (error: unknown) => reject(asPackageError(error)));
    zip.readEntry();
  });
}

/** The entry's path inside the package, or null for a directory; refuses anything that is not a plain file. */
function checkedPath(entry: Entry, prefix: string): string | null {
  // strict: keep backslashes as they are, so they are refused rather than silently turned into folders.
  const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
  if (name.includes("\\")) throw new ScormPackageError("scorm.backslash", { name });
  if (name.startsWith("/") || /^[a-zA-Z]:/.test(name)) throw new ScormPackageError("scorm.absolute_path", { name });
  if (name.split("/").includes("..")) throw new ScormPackageError("scorm.path_traversal", { name });
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
    throw new ScormPackageError("scorm.symlink", { name });
  if (entry.isEncrypted()) throw new ScormPackageError("scorm.encrypted", { name });
  if (name.endsWith("/")) return null;
  // "./a.html" and "a//b.html" are harmless spellings; normalise them rather than refuse.
  const path = name
    .split("/")
    .filter((segment) => segment !== "" && segment !== ".")
    .join("/");
  if (!isValidKey(`${prefix}/${path}`)) throw new ScormPackageError("scorm.invalid_name", { name });
  return path;
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) reject(asPackageError(error));
      else resolve(stream);
    });
  });
}

async function readManifest(zip: ZipFile, entry: Entry): Promise<string> {
  if (entry.uncompressedSize > MAX_MANIFEST_BYTES) throw new ScormPackageError("scorm.manifest_invalid");
  const stream = await openEntry(zip, entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      size += buffer.length;
      if (size > MAX_MANIFEST_BYTES) throw new ScormPackageError("scorm.manifest_invalid");
      chunks.push(buffer);
    }
  } catch (error) {
    stream.destroy();
    throw error instanceof ScormPackageError ? error : asPackageError(error);
  }
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
}

/** Counts inflated bytes across the whole package and stops the stream once they pass the limit. */
function countBytes(counter: { bytes: number }, limits: ScormImportLimits): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      counter.bytes += chunk.length;
      if (counter.bytes > limits.maxUnpackedBytes) callback(tooLarge(limits));
      else callback(null, chunk);
    },
  });
}

/** yauzl's own errors (bad signatures, sizes that lie, unknown compression) mean a damaged or hostile zip. */
function asPackageError(error: unknown): ScormPackageError | Error {
  if (error instanceof ScormPackageError) return error;
  if (
    error instanceof Error &&
    /^(end of central directory|invalid|unsupported|too many|not enough|compressed|unexpected|zip64|strong|extra field|local file header)/i.test(
      error.message,
    )
  )
    return new ScormPackageError("scorm.corrupt");
  return error instanceof Error ? error : new Error(String(error));
}
