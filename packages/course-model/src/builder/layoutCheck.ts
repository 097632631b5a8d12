import { type SaveOverlap, saveLayoutOverlaps } from "../course/saveLayout";
import { toSavePayload } from "./save";
import type { BuilderState } from "./types";

/**
 * What the server would refuse of this state's layout (course/saveLayout.ts), checked before the builder
 * sends the save. The blocks as loaded are what the server holds; the deleted set is what the save removes.
 */
export function layoutOverlaps(state: BuilderState): SaveOverlap[] {
  return saveLayoutOverlaps(toSavePayload(state), Object.values(state.existing.blocks), new Set(state.deleted.blocks));
}
