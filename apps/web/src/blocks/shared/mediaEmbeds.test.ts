import { type BlockMedia, MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { embedPlayerUrl, loomLinkPatch, loomSource, videoEmbedLinkPatch, videoEmbedSource } from "./mediaEmbeds";

const LOOM_ID = "0123456789abcdef0123456789abcdef";

function embedRow(url: string): BlockMedia {
  const item: MediaItem = {
    id: 7,
    created_at: "",
    updated_at: "",
    custom_properties: {},
    file_name: "",
    name: "",
    title: "A video",
    human_readable_size: "",
    medialibrary_type: MEDIA_TYPE.VIDEO_EMBED,
    order: 0,
    size: 0,
    thumb_url: null,
    url,
    download_url: null,
    visible_in_medialibrary: true,
    block_id: null,
    folder_id: null,
  };
  return {
    id: 1,
    block_id: 1,
    medialibrary_item_id: 7,
    medialibrary_item: item,
    alt_text: null,
    text: null,
    title: null,
    order: 0,
    settings: {},
    background_color: null,
    created_at: "",
    updated_at: "",
  };
}

describe("videoEmbedLinkPatch", () => {
  it("stores the pasted YouTube link and its video id", () => {
    expect(videoEmbedLinkPatch("  https://youtu.be/dQw4w9WgXcQ?t=3 ")).toEqual({
      ok: true,
      patch: { video_embed_link: "https://youtu.be/dQw4w9WgXcQ?t=3", video_embed_link_id: "dQw4w9WgXcQ" },
    });
  });

  it("stores a Vimeo link and its numeric id", () => {
    expect(videoEmbedLinkPatch("https://vimeo.com/76979871")).toEqual({
      ok: true,
      patch: { video_embed_link: "https://vimeo.com/76979871", video_embed_link_id: "76979871" },
    });
  });

  it("clears both fields when the link is emptied", () => {
    expect(videoEmbedLinkPatch("   ")).toEqual({
      ok: true,
      patch: { video_embed_link: null, video_embed_link_id: null },
    });
  });

  it("refuses other sites, and Loom (it has its own block)", () => {
    expect(videoEmbedLinkPatch("https://example.com/watch?v=dQw4w9WgXcQ")).toEqual({ ok: false });
    expect(videoEmbedLinkPatch(`https://www.loom.com/share/${LOOM_ID}`)).toEqual({ ok: false });
    expect(videoEmbedLinkPatch("not a link")).toEqual({ ok: false });
  });
});

describe("loomLinkPatch", () => {
  it("stores a share link and its id", () => {
    expect(loomLinkPatch(`https://www.loom.com/share/${LOOM_ID}?sid=abc`)).toEqual({
      ok: true,
      patch: { embed: `https://www.loom.com/share/${LOOM_ID}?sid=abc`, embed_link_id: LOOM_ID },
    });
  });

  it("takes the link out of Loom's embed code", () => {
    const code = `<div style="position: relative;"><iframe src="https://www.loom.com/embed/${LOOM_ID}" frameborder="0" allowfullscreen></iframe></div>`;
    expect(loomLinkPatch(code)).toEqual({
      ok: true,
      patch: { embed: `https://www.loom.com/embed/${LOOM_ID}`, embed_link_id: LOOM_ID },
    });
  });

  it("clears both fields when emptied and refuses other videos", () => {
    expect(loomLinkPatch("")).toEqual({ ok: true, patch: { embed: null, embed_link_id: null } });
    expect(loomLinkPatch("https://youtu.be/dQw4w9WgXcQ")).toEqual({ ok: false });
    expect(loomLinkPatch("https://www.loom.com/share/short")).toEqual({ ok: false });
  });
});

describe("embedPlayerUrl", () => {
  it("plays YouTube from the no-cookie host, autoplaying muted only when asked", () => {
    expect(embedPlayerUrl({ provider: "youtube", video_id: "dQw4w9WgXcQ" }, { autoplay: false })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0",
    );
    expect(embedPlayerUrl({ provider: "youtube", video_id: "dQw4w9WgXcQ" }, { autoplay: true })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1&mute=1",
    );
  });

  it("plays an unlisted Vimeo video with its privacy hash, from a pasted link or a library item", () => {
    const block = { video_embed_link: "https://vimeo.com/76979871/3fa9c2b1d0", video_embed_link_id: "76979871" };
    const video = videoEmbedSource(block, []);
    expect(video).toEqual({ provider: "vimeo", video_id: "76979871", hash: "3fa9c2b1d0" });
    expect(video && embedPlayerUrl(video, { autoplay: false })).toBe(
      "https://player.vimeo.com/video/76979871?h=3fa9c2b1d0",
    );
    expect(embedPlayerUrl({ provider: "vimeo", video_id: "76979871", hash: "x&autoplay=1" }, { autoplay: false })).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it("builds Vimeo and Loom player addresses", () => {
    expect(embedPlayerUrl({ provider: "vimeo", video_id: "76979871" }, { autoplay: true })).toBe(
      "https://player.vimeo.com/video/76979871?autoplay=1&muted=1",
    );
    expect(embedPlayerUrl({ provider: "loom", video_id: LOOM_ID }, { autoplay: false })).toBe(
      `https://www.loom.com/embed/${LOOM_ID}`,
    );
  });

  it("refuses ids that do not have the provider's shape", () => {
    expect(embedPlayerUrl({ provider: "youtube", video_id: "../../evil" }, { autoplay: false })).toBeNull();
    expect(embedPlayerUrl({ provider: "vimeo", video_id: "12a" }, { autoplay: false })).toBeNull();
    expect(embedPlayerUrl({ provider: "loom", video_id: "x" }, { autoplay: false })).toBeNull();
  });
});

describe("videoEmbedSource", () => {
  const none = { video_embed_link: null, video_embed_link_id: null };

  it("prefers the pasted link over a library video", () => {
    const block = { video_embed_link: "https://vimeo.com/76979871", video_embed_link_id: "76979871" };
    expect(videoEmbedSource(block, [embedRow("https://youtu.be/dQw4w9WgXcQ")])).toEqual({
      provider: "vimeo",
      video_id: "76979871",
    });
  });

  it("reads the provider from a stored id when the link is missing", () => {
    expect(videoEmbedSource({ video_embed_link: null, video_embed_link_id: "76979871" }, [])).toEqual({
      provider: "vimeo",
      video_id: "76979871",
    });
    expect(videoEmbedSource({ video_embed_link: null, video_embed_link_id: "dQw4w9WgXcQ" }, [])).toEqual({
      provider: "youtube",
      video_id: "dQw4w9WgXcQ",
    });
  });

  it("falls back to the library video, and to nothing", () => {
    expect(videoEmbedSource(none, [embedRow("https://www.youtube.com/embed/dQw4w9WgXcQ")])).toEqual({
      provider: "youtube",
      video_id: "dQw4w9WgXcQ",
    });
    expect(videoEmbedSource(none, [])).toBeNull();
  });
});

describe("loomSource", () => {
  it("uses the parsed id, else the pasted link, else a Loom library video", () => {
    expect(loomSource({ embed: null, embed_link_id: LOOM_ID }, [])).toEqual({ provider: "loom", video_id: LOOM_ID });
    expect(loomSource({ embed: `https://loom.com/share/${LOOM_ID}`, embed_link_id: null }, [])).toEqual({
      provider: "loom",
      video_id: LOOM_ID,
    });
    expect(
      loomSource({ embed: null, embed_link_id: null }, [embedRow(`https://www.loom.com/share/${LOOM_ID}`)]),
    ).toEqual({ provider: "loom", video_id: LOOM_ID });
  });

  it("ignores library videos from other providers", () => {
    expect(loomSource({ embed: null, embed_link_id: null }, [embedRow("https://youtu.be/dQw4w9WgXcQ")])).toBeNull();
  });
});
