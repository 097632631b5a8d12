import { BLOCK_TYPE } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { paletteGroups } from "./paletteGroups";

describe("paletteGroups", () => {
  it("offers only types with faces, in registry order, content before questions", () => {
    const withFaces = new Set<number>([BLOCK_TYPE.QUIZ_TRUE_FALSE, BLOCK_TYPE.IMAGE, BLOCK_TYPE.TEXT]);
    const groups = paletteGroups((code) => withFaces.has(code));
    expect(groups.map((g) => [g.key, g.blocks.map((b) => b.name)])).toEqual([
      ["content", ["text", "image"]],
      ["questions", ["quiz_true_false"]],
    ]);
  });

  it("leaves out a group with nothing to offer", () => {
    expect(paletteGroups((code) => code === BLOCK_TYPE.BUTTON).map((g) => g.key)).toEqual(["content"]);
  });
});
