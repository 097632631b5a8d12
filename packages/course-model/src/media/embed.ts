import type { EmbedVideoInfo } from "./types";

/** The privacy hash of an unlisted Vimeo video: hexadecimal. */
export const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;

/**
 * Recognises a pasted YouTube, Vimeo or Loom link and gives the provider's embeddable player address,
 * or null when the link is none of them.
 */
export function parseEmbedVideoUrl(raw: string): EmbedVideoInfo | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase().replace(/^www\.|^m\./, "");
  const parts = url.pathname.split("/").filter(Boolean);

  if (host === "youtu.be" || host === "youtube.com" || host === "youtube-nocookie.com") {
    let id: string | null | undefined = null;
    if (host === "youtu.be") id = parts[0];
    else if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (parts[0] === "embed" || parts[0] === "shorts" || parts[0] === "live" || parts[0] === "v") id = parts[1];
    if (!id || !/^[\w-]{11}$/.test(id)) return null;
    return { provider: "youtube", video_id: id, embed_url: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const at = parts.findIndex((p) => /^\d+$/.test(p));
    const id = parts[at];
    if (!id) return null;
    const hash = [url.searchParams.get("h"), parts[at + 1]].find((h) => h && VIMEO_HASH.test(h)) ?? undefined;
    const embed_url = `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ""}`;
    return { provider: "vimeo", video_id: id, embed_url, ...(hash ? { hash } : {}) };
  }
  if (host === "loom.com") {
    const id = parts[0] === "share" || parts[0] === "embed" ? parts[1] : undefined;
    if (!id || !/^[0-9a-f]{32}$/i.test(id)) return null;
    return { provider: "loom", video_id: id, embed_url: `https://www.loom.com/embed/${id}` };
  }
  return null;
}
