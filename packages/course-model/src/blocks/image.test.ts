import { describe, expect, it } from "vitest";
import { newPageBlockItemSchema, parseBlockSettings } from "../course/blockItem";
import { blockItem } from "../course/testItems";
import { IMAGE_CAPTION_MAX, imageCaption } from "./imageCaption";
import { BLOCK_TYPE } from "./types";

const issues = (settings: Record<string, unknown>) => {
  const result = newPageBlockItemSchema.safeParse(blockItem({ settings }, BLOCK_TYPE.IMAGE));
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};

describe("an image block's caption", () => {
  it("is optional: an image saved before captions (no settings of its own) is still valid", () => {
    expect(issues({})).toEqual([]);
    expect(parseBlockSettings(BLOCK_TYPE.IMAGE, {})).toEqual({});
    expect(imageCaption({})).toBeNull();
  });

  it("is kept when saved (not dropped as an unknown key)", () => {
    expect(issues({ caption: "A lighthouse at dusk" })).toEqual([]);
    expect(parseBlockSettings(BLOCK_TYPE.IMAGE, { caption: "A lighthouse at dusk" })).toEqual({
      caption: "A lighthouse at dusk",
    });
  });

  it("is plain text up to the limit of a slide's title", () => {
    expect(issues({ caption: "x".repeat(IMAGE_CAPTION_MAX) })).toEqual([]);
    expect(issues({ caption: "x".repeat(IMAGE_CAPTION_MAX + 1) })).toEqual([
      { path: "settings.caption", message: "validation.too_long" },
    ]);
    expect(issues({ caption: 12 })).toEqual([{ path: "settings.caption", message: "validation.invalid" }]);
  });

  it("shows only when it has words", () => {
    expect(imageCaption({ caption: "  " })).toBeNull();
    expect(imageCaption({ caption: "Dusk" })).toBe("Dusk");
  });
});
