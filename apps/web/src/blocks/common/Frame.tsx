import type { PageBlock } from "@coursewright/course-model";
import type { ReactNode } from "react";
import { directionOf, useContentLanguageContext } from "../../i18n/contentLanguage";
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
 * Its content takes the course's direction and lang (issue 17), not the interface's: an English course read
 * in the Arabic interface stays left to right, an Arabic one right to left, whatever the reader's language. A
 * course without a language (made before courses had one) lets each block's first words decide (dir="auto").
 * The chrome around the block (toolbars, drawers, the player's bars) keeps the interface's direction.
 */
export function BlockFrame({ block, mode, children }: BlockFrameProps) {
  const { outer, inner, animationClass } = frameLayout(block, mode);
  const content = useContentLanguageContext();
  return (
    <div
      className={animationClass ? `cw-block-frame ${animationClass}` : "cw-block-frame"}
      style={outer}
      dir={content?.fixed ? directionOf(content.rtl) : "auto"}
      lang={content?.fixed ? content.bcp47 : undefined}
      data-testid="block-frame"
      data-block-id={block.id}
    >
      <div className="cw-block-frame__content" style={inner}>
        {children}
      </div>
    </div>
  );
}
