import { orderOptions } from "@coursewright/course-model";

/**
 * The order the learner sees a block's items in, kept per block for the life of the page (moving away and back,
 * a reload of the view) so options do not jump while a learner reads them. Keyed by block id, the items' ids
 * and the shuffle switch: when the author changes any of them, a new order is drawn.
 */
const orders = new Map<string, string[]>();

export function shuffledIds(
  block: { id: number; randomize_options_order: boolean },
  ids: readonly string[],
  random: () => number = Math.random,
): string[] {
  if (!block.randomize_options_order) return [...ids];
  const key = `${block.id}|${ids.join(",")}`;
  let order = orders.get(key);
  if (!order) {
    order = orderOptions(block, ids, random);
    orders.set(key, order);
  }
  return order;
}

/** The items in the given id order; ids without an item are skipped. */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** Forgets every drawn order (tests). */
export const forgetShuffledOrders = (): void => orders.clear();
