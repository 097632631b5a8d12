import type { PageBlock } from "@coursewright/course-model";
import type { ReactNode } from "react";
import type { ViewMode } from "../faces";
import { frameLayout } from "./frame";
import "./BlockFrame.css";

interface BlockFrameProps {
  block: PageBlock;
  mode: ViewMode;
  children: ReactNode;
}

/**
 * What every block's view sits in: its cell's colours, border, vertical alignment and, in the player, its
 * entrance animation. The builder shows the final state so the author sees the layout, not the motion.
 * Its own module (without the registry of editors) so the player can draw it.
 *
 * Its content takes its own text's direction (dir="auto"), not the interface's: an English course read in
 * the Arabic interface stays left to right, an Arabic one right to left, whatever the reader's language. A
 * course has no language of its own to ask, so each block's first words decide. The chrome around the block
 * (toolbars, drawers, the player's bars) keeps the interface's direction.
 */
export function BlockFrame({ block, mode, children }: BlockFrameProps) {
  const { outer, inner, animationClass } = frameLayout(block, mode);
  return (
    <div
      className={animationClass ? `cw-block-frame ${animationClass}` : "cw-block-frame"}
      style={outer}
      dir="auto"
      data-testid="block-frame"
      data-block-id={block.id}
    >
      <div className="cw-block-frame__content" style={inner}>
        {children}
      </div>
    </div>
  );
}
