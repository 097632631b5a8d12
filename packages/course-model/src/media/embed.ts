import type { EmbedVideoInfo } from "./types";

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
    const id = parts.find((p) => /^\d+$/.test(p));
    if (!id) return null;
    return { provider: "vimeo", video_id: id, embed_url: `https://player.vimeo.com/video/${id}` };
  }
  if (host === "loom.com") {
    const id = parts[0] === "share" || parts[0] === "embed" ? parts[1] : undefined;
    if (!id || !/^[0-9a-f]{32}$/i.test(id)) return null;
    return { provider: "loom", video_id: id, embed_url: `https://www.loom.com/embed/${id}` };
  }
  return null;
}
