import { MEDIA_TYPE, type ScormLaunchInfo, type ScormPackageInfo } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import { mediaItems } from "../../db/schema";
import type { Deps } from "../../deps";
import { getSigner, type Signer, signedUrlExpiry } from "../../http/signing";
import { withStoredTree } from "./manifestRefresh";
import { packageOrigin } from "./packageOrigin";

/** Storage folder of an unpacked package. */
export const scormStoragePrefix = (mediaId: number) => `scorm/${mediaId}`;

/** What the signature covers: the package and the expiry, so one token opens every file of that package only. */
export const scormSignedData = (mediaId: number, exp: number) => `scorm:${mediaId}:${exp}`;

/** Path on the content origin under which the package's files are readable until `exp`: /scorm/{id}/{exp}/{sig}/ */
export async function scormBasePath(deps: Pick<Deps, "db">, mediaId: number, now = Date.now()): Promise<string> {
  const exp = signedUrlExpiry(now);
  const signer = await getSigner(deps.db);
  return `/scorm/${mediaId}/${exp}/${signer.sign(scormSignedData(mediaId, exp))}/`;
}

export function verifyScormToken(signer: Signer, mediaId: number, exp: number, sig: string, now = Date.now()): boolean {
  return exp * 1000 > now && signer.verify(scormSignedData(mediaId, exp), sig);
}

/** The launcher page on the package's origin for one SCO of a package (the first by default). */
export function launcherUrl(
  config: Deps["config"],
  options: { mediaId: number; basePath: string; launch: string; version: ScormPackageInfo["version"] },
): string {
  const query = new URLSearchParams({
    pkg: options.basePath,
    launch: options.launch,
    version: options.version,
    app: new URL(config.publicUrl).origin,
  });
  return `${packageOrigin(config.contentOrigin, options.mediaId)}/scorm-player.html?${query.toString()}`;
}

/**
 * The launch answer of a SCORM media item, or null when there is no such package. It checks nothing about
 * who asks: the media library route checks ownership, the course player (later) checks enrolment.
 */
export async function scormLaunchUrl(
  deps: Pick<Deps, "db" | "config" | "storage">,
  mediaItemId: number,
): Promise<ScormLaunchInfo | null> {
  const [row] = await deps.db
    .select({ custom_properties: mediaItems.custom_properties })
    .from(mediaItems)
    .where(and(eq(mediaItems.id, mediaItemId), eq(mediaItems.type, MEDIA_TYPE.SCORM)));
  const stored = row?.custom_properties.scorm;
  if (!stored) return null;
  // A package imported before the tree was recorded gets it from its manifest (once: the result is kept).
  const info = await withStoredTree(deps, mediaItemId, scormStoragePrefix(mediaItemId), stored);
  const basePath = await scormBasePath(deps, mediaItemId);
  return {
    launch_url: launcherUrl(deps.config, {
      mediaId: mediaItemId,
      basePath,
      launch: info.launch,
      version: info.version,
    }),
    version: info.version,
    scos: info.scos,
    ...(info.tree ? { tree: info.tree } : {}),
  };
}
