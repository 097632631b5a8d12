import type { ComponentType, CSSProperties, ReactNode } from "react";
import type { Placement } from "./placement";

// The drag-and-drop board's props, apart from its code (DragBoard.tsx, loaded on demand with dnd-kit).

export interface BoardSlot {
  id: string;
  /** The place's name in what screen readers announce ("France", "Spot 2"). */
  name: string;
  /** Drawn before the place's drop zone: the item to match, the spot's number. */
  label: ReactNode;
  /** After answering, when the correct answer is shown. */
  result?: "right" | "wrong";
}

export interface BoardAnswer {
  id: string;
  text: string;
}

/** A spot of the diagram's image, drawn by the board so that it takes drops too. */
export interface SpotTargetProps {
  slotId: string;
  className: string;
  style: CSSProperties;
  children: ReactNode;
  "data-result"?: string;
  "data-right-half"?: boolean;
}

export interface BoardProps {
  slots: BoardSlot[];
  /** In the order the learner sees them (shuffled in the player when the block asks). */
  answers: BoardAnswer[];
  placement: Placement;
  onPlace(next: Placement): void;
  /** Answered, or not in the player: nothing moves. */
  locked: boolean;
  /** Each place's row: the question type's own look (the theme's option colours, right and wrong borders). */
  rowClassName: string;
  rowTestId: string;
  listClassName: string;
  groupLabel: string;
  /** Drawn first, inside the drag context: the diagram's image, whose spots take drops. */
  stage?: (Spot: ComponentType<SpotTargetProps>) => ReactNode;
}
