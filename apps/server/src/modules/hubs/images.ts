import { type HubImage, MEDIA_TYPE } from "@coursewright/course-model";
import type { MediaItemRow } from "../../db/schema";
import { type Signer, signedUrlExpiry } from "../../http/signing";

/** What the signature of a hub image URL covers: the hub, the item and until when. */
export const hubMediaSignatureData = (hubId: number, mediaId: number, exp: number) => `hub:${hubId}:${mediaId}:${exp}`;

/**
 * How a hub's image URLs are made for one answer: without a signer (a published public or unlisted hub) the URL
 * is the same for everyone, so browsers and CDNs cache it; with one (drafts, private hubs) it is signed and
 * time-limited, since an <img> cannot send the bearer token.
 */
export interface ImageLinks {
  hubId: number;
  signer: Signer | null;
  exp: number;
}

export const imageLinks = (hubId: number, signer: Signer | null): ImageLinks => ({
  hubId,
  signer,
  exp: signedUrlExpiry(),
});

export const hubMediaPath = (hubId: number, mediaId: number) => `/api/course_hubs/landing/${hubId}/media/${mediaId}`;

/** The image when the row is an image of the library (a deleted or other item shows nothing). */
export function presentHubImage(
  links: ImageLinks,
  media: ReadonlyMap<number, MediaItemRow>,
  mediaId: number | null,
): HubImage | null {
  const row = mediaId === null ? undefined : media.get(mediaId);
  if (!row || row.type !== MEDIA_TYPE.IMAGE || !row.storage_key) return null;
  // The version makes a changed item a new URL, so a long cache lifetime never shows an old file.
  let query = `v=${row.updated_at.getTime().toString(36)}`;
  if (links.signer) {
    const sig = links.signer.sign(hubMediaSignatureData(links.hubId, row.id, links.exp));
    query += `&exp=${links.exp}&sig=${sig}`;
  }
  const url = `${hubMediaPath(links.hubId, row.id)}?${query}`;
  return { media_id: row.id, url, thumb_url: row.thumb_key ? `${url}&thumb=1` : null, alt: row.title };
}
