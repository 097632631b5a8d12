import { describe, expect, it } from "vitest";
import { parseEmbedVideoUrl } from "./embed";

describe("parseEmbedVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/shorts/dQw4w9WgXcQ", "youtube", "dQw4w9WgXcQ"],
    ["https://vimeo.com/76979871", "vimeo", "76979871"],
    ["https://player.vimeo.com/video/76979871?h=abc", "vimeo", "76979871"],
    ["https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184", "loom", "0281766fa2d04bb788eaf19e65135184"],
  ])("recognises %s", (url, provider, id) => {
    expect(parseEmbedVideoUrl(url)).toMatchObject({ provider, video_id: id });
  });

  it("keeps the privacy hash of an unlisted Vimeo video, from the path or from h=", () => {
    expect(parseEmbedVideoUrl("https://vimeo.com/76979871/3fa9c2b1d0")).toEqual({
      provider: "vimeo",
      video_id: "76979871",
      hash: "3fa9c2b1d0",
      embed_url: "https://player.vimeo.com/video/76979871?h=3fa9c2b1d0",
    });
    expect(parseEmbedVideoUrl("https://player.vimeo.com/video/76979871?h=3fa9c2b1d0")?.hash).toBe("3fa9c2b1d0");
    // Not a hash: a following word of the path, or a value that could carry anything into the address.
    expect(parseEmbedVideoUrl("https://vimeo.com/76979871/likes")?.hash).toBeUndefined();
    expect(parseEmbedVideoUrl("https://player.vimeo.com/video/76979871?h=abc%26autoplay")?.embed_url).toBe(
      "https://player.vimeo.com/video/76979871",
    );
  });

  it.each([
    "not a url",
    "javascript:alert(1)",
    "https://example.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com/watch?v=short",
    "https://vimeo.com/channels/staffpicks",
    "https://www.loom.com/share/not-an-id",
  ])("refuses %s", (url) => {
    expect(parseEmbedVideoUrl(url)).toBeNull();
  });
});
