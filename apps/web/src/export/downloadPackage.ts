import type { ScormVersion } from "@coursewright/course-model";
import type { Cmi5LaunchMethod } from "@coursewright/course-model/cmi5";
import { bodyMessage } from "../api/errors";
import { currentLanguage } from "../i18n/language";
import { useSession } from "../session/store";

export const scormExportPath = (courseId: number, version: ScormVersion) =>
  `/api/courses/${courseId}/export/scorm?version=${encodeURIComponent(version)}`;

/** A failed download, with the server's translated sentence when it sent one. */
export class PackageDownloadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`package export failed: ${status}`);
    this.name = "PackageDownloadError";
  }
}

/** The file name of Content-Disposition (the UTF-8 form when there is one), else a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed escape: the plain name below still works.
    }
  }
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

async function readWithProgress(response: Response, onProgress: (percent: number | null) => void): Promise<Blob> {
  const total = Number(response.headers.get("content-length")) || 0;
  if (!response.body || total === 0) {
    onProgress(null);
    return response.blob();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(Math.min(100, Math.round((received / total) * 100)));
  }
  return new Blob(chunks, { type: response.headers.get("content-type") ?? "application/zip" });
}

export const cmi5ExportPath = (courseId: number, launchMethod: Cmi5LaunchMethod) =>
  `/api/courses/${courseId}/export/cmi5?launch_method=${encodeURIComponent(launchMethod)}`;

/**
 * Downloads an export of a course (a SCORM or cmi5 package). The export needs the bearer token, which a plain
 * link cannot send, so the zip is fetched (reporting progress when the size is known) and handed to the browser
 * as a blob link named as the server names it.
 */
export async function downloadExport(
  path: string,
  fallbackName: string,
  onProgress: (percent: number | null) => void = () => {},
): Promise<string> {
  const token = useSession.getState().token;
  let response: Response;
  try {
    response = await fetch(path, {
      headers: {
        Accept: "application/zip, application/json",
        "Content-Language": currentLanguage(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new PackageDownloadError(0, null);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new PackageDownloadError(response.status, bodyMessage(body));
  }
  const name = fileNameOf(response.headers.get("content-disposition"), fallbackName);
  const blob = await readWithProgress(response, onProgress);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}

/** Downloads the course's SCORM package of a version. */
export const downloadScormPackage = (
  courseId: number,
  version: ScormVersion,
  onProgress?: (percent: number | null) => void,
): Promise<string> =>
  downloadExport(scormExportPath(courseId, version), `course-${courseId}-scorm-${version}.zip`, onProgress);
