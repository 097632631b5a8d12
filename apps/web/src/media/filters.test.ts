import { BLOCK_TYPE, getBlockLayout, MEDIA_TYPE } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { acceptFor, filtersFor, initialFilterFor } from "./filters";

describe("type filters", () => {
  it("offers All and every listing in the library", () => {
    expect(filtersFor()).toEqual([
      "all",
      "images",
      "videos",
      "audios",
      "embed_videos",
      "others",
      "scorms",
      "animations",
    ]);
  });

  it("offers only the picker's types, without All", () => {
    expect(filtersFor([MEDIA_TYPE.IMAGE])).toEqual(["images"]);
    expect(filtersFor([MEDIA_TYPE.VIDEO_EMBED, MEDIA_TYPE.VIDEO_FILE])).toEqual(["videos", "embed_videos"]);
  });

  it("opens on the type the block needs first: documents for attached files, images for an image", () => {
    expect(initialFilterFor([...getBlockLayout(BLOCK_TYPE.ATTACHED_FILES).mediaTypes])).toBe("others");
    expect(initialFilterFor([...getBlockLayout(BLOCK_TYPE.IMAGE).mediaTypes])).toBe("images");
    expect(initialFilterFor([MEDIA_TYPE.VIDEO_EMBED, MEDIA_TYPE.VIDEO_FILE])).toBe("embed_videos");
    expect(initialFilterFor()).toBe("all");
  });

  it("limits the file chooser to the extensions of the types", () => {
    expect(acceptFor([MEDIA_TYPE.IMAGE])).toBe(".jpg,.jpeg,.png,.gif");
    expect(acceptFor([MEDIA_TYPE.SCORM])).toBe(".zip");
    expect(acceptFor()).toContain(".pdf");
  });
});
