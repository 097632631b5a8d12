import { describe, expect, it } from "vitest";
import { hasMediaUrl, isStale, mediaFreshness } from "./mediaFreshness";

const url = (id: number, extra = "") => `/media/${id}/photo.png?exp=1700000000&sig=abc${extra}`;

describe("media URL freshness of a page answer", () => {
  it("finds signed /media URLs anywhere in the answer, and only those", () => {
    expect(hasMediaUrl({ page_blocks: [{ media: [{ medialibrary_item: { url: url(2) } }] }] })).toBe(true);
    expect(hasMediaUrl({ page_blocks: [{ settings: { options: [{ image_url: url(3) }] } }] })).toBe(true);
    expect(hasMediaUrl({ background_image: { thumb_url: `http://app.test${url(1, "&thumb=1")}` } })).toBe(true);
    expect(hasMediaUrl({ page_blocks: [{ text: "see /media/4/x.png?sig=1 and exp=5" }] })).toBe(false);
    expect(hasMediaUrl({ preview: "/images/default-course.png" })).toBe(false);
  });

  it("is stale a minute before the lifetime the server gave is over, at half of it when that is sooner", () => {
    const received = 1_000_000;
    const fiveMinutes = mediaFreshness({ u: url(1) }, 300, received);
    expect(isStale(fiveMinutes, received + 239_999)).toBe(false);
    expect(isStale(fiveMinutes, received + 240_000)).toBe(true);
    const halfMinute = mediaFreshness({ u: url(1) }, 30, received);
    expect(isStale(halfMinute, received + 14_999)).toBe(false);
    expect(isStale(halfMinute, received + 15_000)).toBe(true);
  });

  it("never goes stale without media URLs or without a lifetime", () => {
    expect(mediaFreshness({ text: "none" }, 300, 0)).toBeNull();
    expect(mediaFreshness({ u: url(1) }, undefined, 0)).toBeNull();
    expect(isStale(null, 10 ** 12)).toBe(false);
  });
});
