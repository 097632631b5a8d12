import { shuffle } from "../player/pageOrder";

/**
 * The options in the order the learner sees them: shuffled (the player's Fisher-Yates with an injected
 * random in [0, 1)) when the block's randomize_options_order is set (new blocks have it on, spec 4), else in
 * the author's order. Ids travel with the options, so answers stay judged by id whatever the order. The
 * input is never changed.
 */
export function orderOptions<T>(
  block: { randomize_options_order: boolean },
  options: readonly T[],
  random: () => number,
): T[] {
  return block.randomize_options_order ? shuffle(options, random) : [...options];
}
