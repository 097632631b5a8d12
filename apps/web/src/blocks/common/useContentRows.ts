import { rowsForHeightPx, rowsHeightPx } from "@coursewright/course-model";
import { type RefObject, useLayoutEffect, useState } from "react";
import { flushSync } from "react-dom";

const NONE: ReadonlyMap<number, number> = new Map();

/**
 * How many rows each block's content needs, by block id, for the blocks drawn (BlockFrame) inside
 * `container`; `minRows` names the blocks to measure and their stored h. The canvas and the player lay the
 * page out with these (course-model fitLayout), so a block grows to its content instead of cutting it.
 *
 * A block is measured as if it were its stored height: its frame is set to that height for the read and put
 * back at once (no paint between), so the measure says what the content needs, not how tall the block is
 * drawn now (a block stretched by a taller neighbour, or one grown before the window widened, shrinks back).
 * A ResizeObserver on each frame's content measures again whenever the content changes size: typing, an
 * answer's feedback appearing, a lazy view or a font loading, another width; contents that arrive later are
 * observed as they arrive.
 *
 * The new rows are drawn in the frame that measured them (flushSync): a ResizeObserver reports after layout and
 * before paint, and a plain state update would wait for React's next task, so for a frame or more (many on a
 * busy machine) a block that had grown showed its content running out of its cell, over the block below.
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
    const measure = (inners: Iterable<Element>) => {
      const found: [number, number][] = [];
      for (const inner of inners) {
        const frame = inner.parentElement;
        const id = Number(frame?.dataset.blockId);
        const min = minRows.get(id);
        if (!frame || min === undefined || !(inner instanceof HTMLElement)) continue;
        found.push([id, rowsForHeightPx(neededPx(frame, inner, rowsHeightPx(min)))]);
      }
      if (found.length === 0) return;
      flushSync(() =>
        setNeeds((before) => {
          if (found.every(([id, rows]) => before.get(id) === rows)) return before;
          const next = new Map(before);
          for (const [id, rows] of found) next.set(id, rows);
          return next;
        }),
      );
    };
    const observer = new ResizeObserver((entries) => measure(entries.map((entry) => entry.target)));
    // Block contents come and go under the same blocks: a lazy view replaces its placeholder, the builder's
    // selected block swaps its view for the one edited in place. Each new one is observed as it arrives (a
    // ResizeObserver reports a newly observed element once, so it is measured then).
    const observed = new WeakSet<Element>();
    const observeAll = () => {
      for (const inner of root.querySelectorAll(".cw-block-frame__content")) {
        if (observed.has(inner)) continue;
        observed.add(inner);
        observer.observe(inner);
      }
    };
    observeAll();
    const arrivals = new MutationObserver(observeAll);
    arrivals.observe(root, { childList: true, subtree: true });
    return () => {
      arrivals.disconnect();
      observer.disconnect();
    };
  }, [container, key, ready]);
  return needs;
}

/** The frame's height that shows all of its content, read with the frame at `minPx`. */
function neededPx(frame: HTMLElement, inner: HTMLElement, minPx: number): number {
  const before = frame.style.height;
  frame.style.height = `${minPx}px`;
  const style = getComputedStyle(frame);
  const below = Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth);
  const needed = frame.clientTop + inner.offsetTop + Math.max(inner.scrollHeight, inner.offsetHeight) + below;
  frame.style.height = before;
  return needed;
}
