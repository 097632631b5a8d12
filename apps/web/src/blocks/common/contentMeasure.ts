import { rowsForHeightPx, rowsHeightPx } from "@coursewright/course-model";

/**
 * Watches the content of every block frame inside `root` and reports the rows each needs (by block id) when it
 * changes size. Its own module, loaded once a page is on screen, so the player's first load does not carry it.
 */
export function observeContent(
  root: HTMLElement,
  minRows: ReadonlyMap<number, number>,
  report: (found: readonly [number, number][]) => void,
): () => void {
  const observer = new ResizeObserver((entries) => {
    const found: [number, number][] = [];
    for (const { target: inner } of entries) {
      const frame = inner.parentElement;
      const id = Number(frame?.dataset.blockId);
      const min = minRows.get(id);
      if (!frame || min === undefined || !(inner instanceof HTMLElement)) continue;
      found.push([id, rowsForHeightPx(neededPx(frame, inner, rowsHeightPx(min)))]);
    }
    if (found.length > 0) report(found);
  });
  for (const inner of root.querySelectorAll(".cw-block-frame__content")) observer.observe(inner);
  return () => observer.disconnect();
}

/** The frame's height that shows all of its content, read with the frame at `minPx` and put back at once. */
function neededPx(frame: HTMLElement, inner: HTMLElement, minPx: number): number {
  const before = frame.style.height;
  frame.style.height = `${minPx}px`;
  const style = getComputedStyle(frame);
  const below = Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth);
  const needed = frame.clientTop + inner.offsetTop + Math.max(inner.scrollHeight, inner.offsetHeight) + below;
  frame.style.height = before;
  return needed;
}
