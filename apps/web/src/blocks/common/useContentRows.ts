import { type RefObject, useLayoutEffect, useState } from "react";

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * How many rows each block's content needs, by block id, for the blocks drawn (BlockFrame) inside
 * `container`; `minRows` names the blocks to measure and their stored h. The canvas and the player lay the
 * page out with these (course-model fitLayout), so a block grows to its content instead of cutting it.
 *
 * The measuring (contentMeasure.ts) is loaded when first needed, not with the player's first load. A block
 * is measured as if it were its stored height: its frame is set to that height for the read and put back at
 * once (no paint between), so the measure says what the content needs, not how tall the block is
 * drawn now (a block stretched by a taller neighbour, or one grown before the window widened, shrinks back).
 * A ResizeObserver on each frame's content measures again whenever the content changes size: typing, an
 * answer's feedback appearing, a lazy view or a font loading, another width.
 */
export function useContentRows(
  container: RefObject<HTMLElement | null>,
  minRows: ReadonlyMap<number, number>,
  /** False while the container has not drawn its blocks yet (the canvas waits for its width). */
  ready = true,
): ReadonlyMap<number, number> {
  const [needs, setNeeds] = useState(NONE);
  // One observer per set of blocks and their heights; the key changes only when those do.
  const key = [...minRows].map(([id, h]) => `${id}:${h}`).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: minRows is read through key, its content
  useLayoutEffect(() => {
    const root = container.current;
    if (!root || !ready || typeof ResizeObserver === "undefined") return;
    let stop: (() => void) | null = null;
    let gone = false;
    void import("./contentMeasure").then(({ observeContent }) => {
      if (gone) return;
      stop = observeContent(root, minRows, (found) =>
        setNeeds((before) => {
          if (found.every(([id, rows]) => before.get(id) === rows)) return before;
          const next = new Map(before);
          for (const [id, rows] of found) next.set(id, rows);
          return next;
        }),
      );
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [container, key, ready]);
  return needs;
}
