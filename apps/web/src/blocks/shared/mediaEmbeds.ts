import {
  type BlockMedia,
  type BlockPatch,
  type EmbedProvider,
  type MediaItem,
  type PageBlock,
  parseEmbedVideoUrl,
  VIMEO_HASH,
} from "@coursewright/course-model";

/** The video an embed block shows: enough to build the provider's player address. */
export interface EmbedVideo {
  provider: EmbedProvider;
  video_id: string;
  /** Vimeo's privacy hash of an unlisted video. */
  hash?: string;
}

const withHash = (hash: string | undefined) => (hash ? { hash } : {});

/** Brand names, the same in every language (frame titles read "YouTube video player" and so on). */
export const EMBED_PROVIDER_NAMES: Record<EmbedProvider, string> = { youtube: "YouTube", vimeo: "Vimeo", loom: "Loom" };

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d+$/;
const LOOM_ID = /^[0-9a-f]{32}$/i;

/** The embedded video of a library item (its stored facts, else its URL read again). */
export function embedOfItem(item: Pick<MediaItem, "custom_properties" | "url">): EmbedVideo | null {
  const embed = item.custom_properties.embed ?? parseEmbedVideoUrl(item.url);
  return embed ? { provider: embed.provider, video_id: embed.video_id, ...withHash(embed.hash) } : null;
}

/**
 * The provider's player address. Only ids that match the provider's shape reach the URL, so a stored value
 * can never steer the frame elsewhere. Autoplay starts muted: players refuse sound before a click.
 */
export function embedPlayerUrl(video: EmbedVideo, options: { autoplay: boolean }): string | null {
  const { provider, video_id: id } = video;
  if (provider === "youtube" && YOUTUBE_ID.test(id)) {
    const url = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
    url.searchParams.set("rel", "0");
    if (options.autoplay) {
      url.searchParams.set("autoplay", "1");
      url.searchParams.set("mute", "1");
    }
    return url.toString();
  }
  if (provider === "vimeo" && VIMEO_ID.test(id)) {
    const url = new URL(`https://player.vimeo.com/video/${id}`);
    if (video.hash && VIMEO_HASH.test(video.hash)) url.searchParams.set("h", video.hash);
    if (options.autoplay) {
      url.searchParams.set("autoplay", "1");
      url.searchParams.set("muted", "1");
    }
    return url.toString();
  }
  if (provider === "loom" && LOOM_ID.test(id)) return `https://www.loom.com/embed/${id}`;
  return null;
}

// ---- YouTube / Vimeo block: video_embed_link + video_embed_link_id, or a library medium ----

export type LinkResult = { ok: true; patch: BlockPatch } | { ok: false };

/**
 * The block fields for a pasted YouTube or Vimeo link: the link as pasted and the parsed video id. An empty
 * field clears both; anything else (Loom included, which has its own block) is refused.
 */
export function videoEmbedLinkPatch(raw: string): LinkResult {
  const link = raw.trim();
  if (!link) return { ok: true, patch: { video_embed_link: null, video_embed_link_id: null } };
  const parsed = parseEmbedVideoUrl(link);
  if (!parsed || (parsed.provider !== "youtube" && parsed.provider !== "vimeo")) return { ok: false };
  return { ok: true, patch: { video_embed_link: link, video_embed_link_id: parsed.video_id } };
}

/** What a YouTube/Vimeo block shows: its pasted link first, else its library medium. */
export function videoEmbedSource(
  block: Pick<PageBlock, "video_embed_link" | "video_embed_link_id">,
  media: readonly BlockMedia[],
): EmbedVideo | null {
  if (block.video_embed_link) {
    const parsed = parseEmbedVideoUrl(block.video_embed_link);
    if (parsed && (parsed.provider === "youtube" || parsed.provider === "vimeo"))
      return { provider: parsed.provider, video_id: parsed.video_id, ...withHash(parsed.hash) };
  }
  const id = block.video_embed_link_id;
  // A stored id without a readable link: its shape tells the provider (Vimeo ids are digits only).
  if (id && VIMEO_ID.test(id)) return { provider: "vimeo", video_id: id };
  if (id && YOUTUBE_ID.test(id)) return { provider: "youtube", video_id: id };
  for (const row of media) {
    const embed = row.medialibrary_item && embedOfItem(row.medialibrary_item);
    if (embed) return embed;
  }
  return null;
}

// ---- Loom block: embed (share link) + embed_link_id, or a library medium from Loom ----

const LOOM_LINK = /https?:\/\/(?:www\.)?loom\.com\/(?:share|embed)\/[0-9a-f]{32}[^\s"'<>]*/i;

/**
 * The block fields for a pasted Loom share link or Loom's embed code (the link is taken out of the code, so
 * the server's HTML sanitising has nothing to strip). An empty field clears both.
 */
export function loomLinkPatch(raw: string): LinkResult {
  const text = raw.trim();
  if (!text) return { ok: true, patch: { embed: null, embed_link_id: null } };
  const link = text.match(LOOM_LINK)?.[0];
  const parsed = link ? parseEmbedVideoUrl(link) : null;
  if (!link || !parsed || parsed.provider !== "loom") return { ok: false };
  return { ok: true, patch: { embed: link, embed_link_id: parsed.video_id } };
}

/** What a Loom block shows: its parsed id, else its pasted link, else a library medium from Loom. */
export function loomSource(
  block: Pick<PageBlock, "embed" | "embed_link_id">,
  media: readonly BlockMedia[],
): EmbedVideo | null {
  if (block.embed_link_id && LOOM_ID.test(block.embed_link_id))
    return { provider: "loom", video_id: block.embed_link_id };
  if (block.embed) {
    const result = loomLinkPatch(block.embed);
    if (result.ok && result.patch.embed_link_id) return { provider: "loom", video_id: result.patch.embed_link_id };
  }
  for (const row of media) {
    const embed = row.medialibrary_item && embedOfItem(row.medialibrary_item);
    if (embed?.provider === "loom") return embed;
  }
  return null;
}
