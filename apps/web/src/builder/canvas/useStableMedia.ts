import type { BlockMedia, PageBlock } from "@coursewright/course-model";
import { useRef } from "react";

const sameItems = (a: readonly BlockMedia[], b: readonly BlockMedia[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Each block's media list, keeping last render's array when its items are the same objects. The lookup
 * builds a new array on every call; without this every block would look changed after any edit.
 */
export function useStableMedia(
  blocks: readonly PageBlock[],
  mediaOf: (blockId: number) => BlockMedia[],
): ReadonlyMap<number, readonly BlockMedia[]> {
  const previous = useRef<ReadonlyMap<number, readonly BlockMedia[]>>(new Map());
  const next = new Map<number, readonly BlockMedia[]>();
  for (const block of blocks) {
    const fresh = mediaOf(block.id);
    const old = previous.current.get(block.id);
    next.set(block.id, old && sameItems(old, fresh) ? old : fresh);
  }
  previous.current = next;
  return next;
}
