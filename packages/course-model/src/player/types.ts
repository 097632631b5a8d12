import type { PageBlock } from "../course/block";
import type { Course } from "../course/course";
import type { Page } from "../course/page";
import type { Topic } from "../course/topic";

/**
 * A page as the player needs it: its fields and its blocks. A FullPage (get_single_page_full_info) is one;
 * the engine never looks at block media, which only the views draw.
 */
export interface PlayerPage extends Page {
  page_blocks: readonly PageBlock[];
}

/** What the player is started with: the course and every page it may show, blocks included. */
export interface PlayerInput {
  course: Course;
  pages: readonly PlayerPage[];
  /** The course's topics, for the authoring order when pages_order is empty; a course without topics has none. */
  topics?: readonly Topic[];
}

/** Where randomness and time come from, so tests can fix them (as BuilderEnv does for the builder). */
export interface PlayerEnv {
  /** A number in [0, 1), as Math.random. */
  random?: () => number;
  /** Milliseconds since the epoch, as Date.now. */
  now?: () => number;
}

export const envRandom = (env: PlayerEnv = {}): (() => number) => env.random ?? Math.random;
export const envNow = (env: PlayerEnv = {}): number => env.now?.() ?? Date.now();
