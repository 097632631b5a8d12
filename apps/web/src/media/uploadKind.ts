import { fileExtension, mediaTypeOfFileName } from "@coursewright/course-model";

/** Which upload call a file goes to: upload_file, upload_scorm or upload_json_animation. */
export type UploadKind = "file" | "scorm" | "animation";

export const UPLOAD_PATHS: Record<UploadKind, string> = {
  file: "/api/medialibrary/upload_file",
  scorm: "/api/medialibrary/upload_scorm",
  animation: "/api/medialibrary/upload_json_animation",
};

/**
 * The calls a file may go to, most likely first: a .zip may be a SCORM package or a document, a .json a
 * Lottie animation or a document; any other allowed extension is a plain file. Empty: not allowed (spec 5).
 */
export function uploadKindsFor(fileName: string): UploadKind[] {
  const ext = fileExtension(fileName);
  if (ext === "zip") return ["scorm", "file"];
  if (ext === "json") return ["animation", "file"];
  return mediaTypeOfFileName(fileName) === null ? [] : ["file"];
}

const CENTRAL_HEADER = [0x50, 0x4b, 0x01, 0x02];
const MANIFEST = "imsmanifest.xml";

/** Where a zip keeps imsmanifest.xml: at the top, in a folder, nowhere. */
export type ManifestPlace = "root" | "folder" | "none";

/**
 * Where the end of a zip (its central directory) names imsmanifest.xml, or null when no directory entry is in
 * the bytes given (too short a tail, or not a zip): then the user chooses.
 */
export function zipManifestPlace(tail: Uint8Array): ManifestPlace | null {
  const decoder = new TextDecoder();
  let entries = 0;
  let place: ManifestPlace = "none";
  for (let i = 0; i + 46 <= tail.length; i++) {
    if (
      tail[i] !== CENTRAL_HEADER[0] ||
      tail[i + 1] !== CENTRAL_HEADER[1] ||
      tail[i + 2] !== CENTRAL_HEADER[2] ||
      tail[i + 3] !== CENTRAL_HEADER[3]
    )
      continue;
    const nameLength = (tail[i + 28] ?? 0) | ((tail[i + 29] ?? 0) << 8);
    const name = decoder.decode(tail.subarray(i + 46, i + 46 + nameLength));
    entries++;
    if (name === MANIFEST) return "root";
    if (name.toLowerCase().endsWith(`/${MANIFEST}`) && !name.startsWith("__MACOSX/")) place = "folder";
  }
  return entries > 0 ? place : null;
}

/** Lottie files are JSON objects with a version, a frame size and layers (the fields lottie-web needs). */
export function looksLikeLottie(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    return "v" in value && "w" in value && "h" in value && "layers" in value && Array.isArray(value.layers);
  } catch {
    return false;
  }
}

const ZIP_TAIL_BYTES = 1024 * 1024;
const JSON_MAX_BYTES = 20 * 1024 * 1024;

export interface DetectedUpload {
  /** null: it cannot tell, the user should choose. */
  kind: UploadKind | null;
  /** A .zip that names no imsmanifest.xml anywhere: a document, and the user is told why. */
  noManifest?: boolean;
}

/**
 * Decides a .zip or .json by looking inside. A zip with imsmanifest.xml anywhere goes to upload_scorm: the
 * server takes a package zipped with its folder as it is, and says where it found a manifest it will not take
 * without asking (the upload row then offers the package from that folder, or the zip as a document).
 */
export async function detectUpload(file: File): Promise<DetectedUpload> {
  const kinds = uploadKindsFor(file.name);
  if (kinds.length <= 1) return { kind: kinds[0] ?? null };
  try {
    if (kinds[0] === "scorm") {
      const tail = new Uint8Array(await file.slice(Math.max(0, file.size - ZIP_TAIL_BYTES)).arrayBuffer());
      const place = zipManifestPlace(tail);
      if (place === null) return { kind: null };
      return place === "none" ? { kind: "file", noManifest: true } : { kind: "scorm" };
    }
    if (file.size > JSON_MAX_BYTES) return { kind: null };
    return { kind: looksLikeLottie(await file.text()) ? "animation" : "file" };
  } catch {
    return { kind: null };
  }
}

/** detectUpload's call alone. */
export async function detectUploadKind(file: File): Promise<UploadKind | null> {
  return (await detectUpload(file)).kind;
}
