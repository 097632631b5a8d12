// Selection and randomization (SN SR.1 Select Children, SR.2 Randomize Children): a cluster with
// imsss:randomizationControls shows the learner selectCount of its children, in a shuffled order where it asks.
// The arrangement is kept in the sequencing state with the attempt of the cluster it was made for, so the learner
// sees the same order for the whole attempt (for good with timing "once"), across launches and devices.
import { isLeaf, kids, seqOf, stateOf, type Tree } from "./tree";
import type { ActivityDef, ChildOrder, SelectionTiming, SequencingState } from "./types";

/** A source of numbers in [0, 1) (Math.random; tests pass a seeded one). */
export type Random = () => number;

function shuffled<T>(list: T[], random: Random): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const swap = out[i] as T;
    out[i] = out[j] as T;
    out[j] = swap;
  }
  return out;
}

/** The controls that change anything, with the standard's defaults (timing never, no reordering). */
function controlsOf(activity: ActivityDef) {
  const seq = seqOf(activity);
  const count = seq.selectCount;
  const selectTiming: SelectionTiming = seq.selectionTiming ?? "never";
  const randomTiming: SelectionTiming = seq.randomizationTiming ?? "never";
  return {
    selects: selectTiming !== "never" && count !== undefined && count < activity.children.length,
    count: count ?? activity.children.length,
    selectTiming,
    reorders: randomTiming !== "never" && seq.reorderChildren === true,
    randomTiming,
  };
}

/** The attempt the arrangement is for: the cluster's current one while it is active or suspended, else its next. */
function attemptFor(state: SequencingState, activity: ActivityDef): number {
  const own = stateOf(state, activity.id);
  return own.active || own.suspended ? own.attempts : own.attempts + 1;
}

function arrange(activity: ActivityDef, previous: ChildOrder | undefined, random: Random): string[] {
  const c = controlsOf(activity);
  const all = activity.children.map((child) => child.id);
  // "once" acts before the first attempt only (SN: Activity Progress Status false); "onEachNewAttempt" every time.
  const again = (timing: SelectionTiming) => timing === "onEachNewAttempt" || !previous;
  let ids = all;
  if (c.selects && again(c.selectTiming)) {
    const picked = new Set(shuffled(all, random).slice(0, c.count));
    // SR.1 keeps the selected children in the order the manifest gives them.
    ids = all.filter((id) => picked.has(id));
  } else if (c.selects && previous) {
    ids = all.filter((id) => previous.ids.includes(id));
  }
  if (!c.reorders) return ids;
  if (again(c.randomTiming)) return shuffled(ids, random);
  // Reordered once: the earlier order of these children stands (a new selection keeps the manifest's order).
  const sameSet =
    previous !== undefined && ids.length === previous.ids.length && ids.every((id) => previous.ids.includes(id));
  return sameSet ? [...previous.ids] : ids;
}

/** Whether a stored arrangement must be made again for the attempt the cluster is in (or about to begin). */
function stale(activity: ActivityDef, previous: ChildOrder | undefined, attempt: number): boolean {
  if (!previous) return true;
  const c = controlsOf(activity);
  const perAttempt =
    (c.selects && c.selectTiming === "onEachNewAttempt") || (c.reorders && c.randomTiming === "onEachNewAttempt");
  return perAttempt && previous.attempt !== attempt;
}

/**
 * Arranges the children of every cluster whose arrangement is missing or belongs to an earlier attempt. Runs
 * before each navigation request, so a cluster is arranged before the flow (or a choice) enters it.
 */
export function ensureOrders(tree: Tree, state: SequencingState, random: Random = Math.random): void {
  const visit = (activity: ActivityDef) => {
    if (isLeaf(activity)) return;
    const c = controlsOf(activity);
    if (c.selects || c.reorders) {
      const previous = state.orders?.[activity.id];
      const attempt = attemptFor(state, activity);
      if (stale(activity, previous, attempt)) {
        state.orders ??= {};
        state.orders[activity.id] = { attempt, ids: arrange(activity, previous, random) };
      }
    }
    kids(state, activity).forEach(visit);
  };
  visit(tree.root);
}
