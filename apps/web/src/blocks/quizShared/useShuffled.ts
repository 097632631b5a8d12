import type { PageBlock } from "@coursewright/course-model";
import { useMemo } from "react";
import type { ViewMode } from "../faces";
import { inOrder, shuffledIds } from "./shuffle";

/**
 * A block's options as the learner sees them: in the player shuffled once per block when the block asks for it
 * (randomize_options_order), stable across renders; in the builder always in the author's order.
 */
export function useShuffled<T extends { id: string }>(block: PageBlock, items: readonly T[], mode: ViewMode): T[] {
  const ids = items.map((item) => item.id).join(",");
  const shuffle = mode === "player" && block.randomize_options_order;
  const order = useMemo(
    () => shuffledIds({ id: block.id, randomize_options_order: shuffle }, ids === "" ? [] : ids.split(",")),
    [block.id, shuffle, ids],
  );
  return useMemo(() => inOrder(items, order), [items, order]);
}
