import type { BuilderState } from "./types";

/** Undo steps kept; older ones fall off so a long session does not hold every state it ever had. */
export const HISTORY_LIMIT = 100;

/** Undo and redo over builder states (issue 4: "a history over these change sets"). */
export interface BuilderHistory {
  past: readonly BuilderState[];
  present: BuilderState;
  future: readonly BuilderState[];
  limit: number;
}

export function createHistory(state: BuilderState, limit = HISTORY_LIMIT): BuilderHistory {
  return { past: [], present: state, future: [], limit };
}

const sameChanges = (a: BuilderState, b: BuilderState) =>
  a.new === b.new && a.updated === b.updated && a.deleted === b.deleted && a.existing === b.existing;

/**
 * Makes `next` the present. An edit (the change sets differ) becomes an undo step and clears redo; a
 * selection or a copy only replaces the present, so undo never just flips between pages.
 */
export function record(history: BuilderHistory, next: BuilderState): BuilderHistory {
  if (next === history.present) return history;
  if (sameChanges(next, history.present)) return { ...history, present: next };
  const past = [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: next, future: [] };
}

// The copied block is the author's clipboard, not an edit: undo and redo leave it as it is.
const carry = (target: BuilderState, current: BuilderState): BuilderState =>
  target.copiedBlock === current.copiedBlock ? target : { ...target, copiedBlock: current.copiedBlock };

export function undo(history: BuilderHistory): BuilderHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: carry(previous, history.present),
    future: [history.present, ...history.future],
  };
}

export function redo(history: BuilderHistory): BuilderHistory {
  const following = history.future[0];
  if (!following) return history;
  return {
    ...history,
    past: [...history.past, history.present].slice(-history.limit),
    present: carry(following, history.present),
    future: history.future.slice(1),
  };
}

export const canUndo = (history: BuilderHistory) => history.past.length > 0;
export const canRedo = (history: BuilderHistory) => history.future.length > 0;

/**
 * After a save the ids of new items are stored ones, so earlier states would re-create what now exists:
 * the history starts again from the saved state.
 */
export function resetHistory(history: BuilderHistory, state: BuilderState): BuilderHistory {
  return createHistory(state, history.limit);
}
