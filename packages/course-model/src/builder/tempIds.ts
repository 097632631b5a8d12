import type { BuilderState, Kind } from "./types";

const KINDS: readonly Kind[] = ["topics", "pages", "blocks", "blockMedia"];
/** Temporary ids are drawn from -1 .. -(2^31 - 1): negative, so never 0 and never a stored id (spec 4). */
const TEMP_ID_RANGE = 2_147_483_647 - 1;
const MAX_DRAWS = 32;

/**
 * Hands out random temporary ids that collide with no id of any kind in the state, nor with each other.
 * Unique across kinds too, so a temporary id alone says which item it is (grid keys, id maps, logs).
 */
export function tempIdAllocator(state: BuilderState, random: () => number = Math.random): () => number {
  const taken = new Set<number>();
  for (const kind of KINDS) {
    for (const id of Object.keys(state.existing[kind])) taken.add(Number(id));
    for (const id of Object.keys(state.new[kind])) taken.add(Number(id));
  }
  return () => {
    let id = 0;
    for (let draw = 0; draw < MAX_DRAWS && (id === 0 || taken.has(id)); draw++) {
      id = -(1 + Math.floor(Math.abs(random()) * TEMP_ID_RANGE));
      if (!Number.isSafeInteger(id)) id = 0;
    }
    // A broken or fixed random source must not hang the builder: fall back to one below the lowest id in use.
    if (id === 0 || taken.has(id)) id = Math.min(-1, ...taken) - 1;
    taken.add(id);
    return id;
  };
}

export function newTempId(state: BuilderState, random?: () => number): number {
  return tempIdAllocator(state, random)();
}
