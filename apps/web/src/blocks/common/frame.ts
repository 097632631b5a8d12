import { BLOCK_TYPE, isContentSized, type PageBlock, TEXT_VERTICAL_ALIGN } from "@coursewright/course-model";
import type { CSSProperties } from "react";
import type { ViewMode } from "../faces";

/** Entrance animations an author may choose (block.animation); keyframes in BlockFrame.css. */
export const ENTRANCE_ANIMATIONS = ["fade-in", "slide-up", "slide-left", "zoom-in"] as const;
export type EntranceAnimation = (typeof ENTRANCE_ANIMATIONS)[number];

export const isEntranceAnimation = (name: string | null): name is EntranceAnimation =>
  name !== null && (ENTRANCE_ANIMATIONS as readonly string[]).includes(name);

/** Blocks made of text: they take a text colour, a vertical alignment and padding from the frame. */
const TEXT_LIKE_TYPES: ReadonlySet<number> = new Set([BLOCK_TYPE.TEXT, BLOCK_TYPE.ACCORDION]);
export const isTextLike = (type: number) => TEXT_LIKE_TYPES.has(type);

/**
 * Blocks whose colours belong to a control inside them rather than to the cell: a button's background_color
 * and text_color paint the button itself (course-model's button: "text, colours and horizontal_align are
 * block fields"), so the frame leaves them alone.
 */
const OWN_COLOURS_TYPES: ReadonlySet<number> = new Set([BLOCK_TYPE.BUTTON]);
export const drawsOwnColours = (type: number) => OWN_COLOURS_TYPES.has(type);

const ALIGN_MARGINS: Record<number, Pick<CSSProperties, "marginTop" | "marginBottom">> = {
  [TEXT_VERTICAL_ALIGN.TOP]: { marginBottom: "auto" },
  [TEXT_VERTICAL_ALIGN.CENTER]: { marginTop: "auto", marginBottom: "auto" },
  [TEXT_VERTICAL_ALIGN.BOTTOM]: { marginTop: "auto" },
};

export interface FrameLayout {
  outer: CSSProperties;
  inner: CSSProperties;
  /** CSS class of the entrance animation, only in the player. */
  animationClass: string | null;
}

/**
 * How the common frame draws a block. Text is aligned with auto margins rather than justify-content, so
 * text taller than its cell still starts at its first line instead of being cut at the top. Content-sized
 * views (questions, lists, buttons) are never squeezed below their content (the grid grows the block to it,
 * useContentRows); media fill the cell whatever its height.
 */
export function frameLayout(block: PageBlock, mode: ViewMode): FrameLayout {
  const ownColours = drawsOwnColours(block.type);
  const textLike = isTextLike(block.type);
  const outer: CSSProperties = {};
  if (!ownColours && block.background_color) outer.backgroundColor = block.background_color;
  if (!ownColours && block.text_color) outer.color = block.text_color;
  if (block.border_is_visible) outer.border = "1px solid var(--mantine-color-default-border)";
  // The same inset as a question's (quiz.css): text beside a question starts where the question's words do.
  if (textLike) outer.padding = "var(--cw-block-inset)";
  const animated = mode === "player" && isEntranceAnimation(block.animation);
  if (animated && block.animation_delay > 0) outer.animationDelay = `${block.animation_delay}ms`;
  const inner: CSSProperties = textLike
    ? { flex: "0 0 auto", ...(ALIGN_MARGINS[block.text_vertical_align] ?? ALIGN_MARGINS[TEXT_VERTICAL_ALIGN.TOP]) }
    : isContentSized(block.type)
      ? { flex: "1 0 auto" }
      : { flex: "1 1 0", minHeight: 0 };
  return { outer, inner, animationClass: animated ? `cw-block-frame--${block.animation}` : null };
}
