/**
 * Puts blank `id` in a sentence where the author's caret is (or at its end when the author has not been in the
 * text) and answers the sentence as stored; null when there is no editor to put it in.
 */
export type BlankInserter = (id: string) => string | null;

/**
 * The sentence editors on the canvas, by block id: the properties' "Add blank" and "Put in the text" put the blank
 * where the caret is in the sentence on the page, which is the only place the sentence is typed.
 */
const inserters = new Map<number, BlankInserter>();

/** Registers the canvas editor of a block's sentence; answers the function that takes it back. */
export function registerBlankInserter(blockId: number, inserter: BlankInserter): () => void {
  inserters.set(blockId, inserter);
  return () => {
    if (inserters.get(blockId) === inserter) inserters.delete(blockId);
  };
}

/** The canvas editor of the block's sentence, if it is on the page. */
export const blankInserterOf = (blockId: number): BlankInserter | null => inserters.get(blockId) ?? null;
