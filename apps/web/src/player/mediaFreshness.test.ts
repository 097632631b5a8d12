import { describe, expect, it } from "vitest";
import { earliestMediaExpiry, isStale, mediaFreshness } from "./mediaFreshness";

const url = (id: number, exp: number, extra = "") => `/media/${id}/photo.png?exp=${exp}&sig=abc${extra}`;

describe("media URL freshness of a page answer", () => {
  it("finds the earliest expiry of the /media URLs anywhere in the answer", () => {
    const page = {
      background_image: { url: url(1, 2000) },
      page_blocks: [
        { media: [{ medialibrary_item: { url: url(2, 1900), thumb_url: url(2, 1900, "&thumb=1") } }] },
        { settings: { options: [{ image_url: url(3, 1800) }] } },
        { text: "see /media/4/x.png?sig=1 and exp=5" },
      ],
      other: "http://app.test/media/5/a.pdf?exp=1700&sig=z&download=1",
    };
    expect(earliestMediaExpiry(page)).toBe(1700);
    expect(earliestMediaExpiry({ page_blocks: [{ text: "no media" }] })).toBeNull();
  });

  it("is stale a minute before the URLs run out, sooner for short lifetimes, never without media", () => {
    const now = 1_000_000;
    const tenMinutes = mediaFreshness({ u: url(1, 1000 + 600) }, now);
    expect(tenMinutes).toEqual({ expiresAt: 1600, margin: 60 });
    expect(isStale(tenMinutes, now + 539_000)).toBe(false);
    expect(isStale(tenMinutes, now + 540_000)).toBe(true);
    const halfMinute = mediaFreshness({ u: url(1, 1000 + 30) }, now);
    expect(halfMinute?.margin).toBe(15);
    expect(isStale(halfMinute, now)).toBe(false);
    expect(isStale(halfMinute, now + 15_000)).toBe(true);
    expect(isStale(mediaFreshness({ text: "none" }, now), now + 10 ** 9)).toBe(false);
  });
});
