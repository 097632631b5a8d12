import { BLOCK_TYPE } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { frameLayout, isEntranceAnimation } from "./frame";
import { testBlock } from "./testBlock";

describe("frameLayout", () => {
  it("paints the cell with the block's colours and border", () => {
    const { outer } = frameLayout(
      testBlock({ background_color: "#ffeeaa", text_color: "#112233", border_is_visible: true }),
      "player",
    );
    expect(outer.backgroundColor).toBe("#ffeeaa");
    expect(outer.color).toBe("#112233");
    expect(outer.border).toContain("1px solid");
  });

  it("leaves a button's colours to the button", () => {
    const { outer } = frameLayout(
      testBlock({ type: BLOCK_TYPE.BUTTON, background_color: "#ffeeaa", text_color: "#112233" }),
      "player",
    );
    expect(outer.backgroundColor).toBeUndefined();
    expect(outer.color).toBeUndefined();
  });

  it("aligns text with auto margins and lets other blocks fill the cell", () => {
    expect(frameLayout(testBlock({ text_vertical_align: 1 }), "player").inner).toMatchObject({
      marginTop: "auto",
      marginBottom: "auto",
    });
    expect(frameLayout(testBlock({ text_vertical_align: 2 }), "player").inner).toMatchObject({ marginTop: "auto" });
    expect(frameLayout(testBlock({ type: BLOCK_TYPE.IMAGE, text_vertical_align: 2 }), "player").inner).toEqual({
      flex: "1 1 0",
      minHeight: 0,
    });
  });

  it("never squeezes a question below its content: it grows from its content's height", () => {
    expect(frameLayout(testBlock({ type: BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE }), "player").inner).toEqual({
      flex: "1 0 auto",
    });
  });

  it("animates the entrance only in the player, after the delay", () => {
    const block = testBlock({ animation: "slide-up", animation_delay: 1500 });
    const player = frameLayout(block, "player");
    expect(player.animationClass).toBe("cw-block-frame--slide-up");
    expect(player.outer.animationDelay).toBe("1500ms");
    const builder = frameLayout(block, "builder");
    expect(builder.animationClass).toBeNull();
    expect(builder.outer.animationDelay).toBeUndefined();
  });

  it("ignores animation names it does not know", () => {
    expect(isEntranceAnimation("bounce")).toBe(false);
    expect(frameLayout(testBlock({ animation: "bounce" }), "player").animationClass).toBeNull();
  });
});
