// Flow (SN SB.2.1 - SB.2.3): walking the tree in document order from an activity to the next (or previous) leaf
// that may be delivered, skipping what precondition rules skip. Errors are SN exception codes.
import { preFires, unavailable } from "./rules";
import { controls, isLeaf, kids, mutableState, sibling, type Tree } from "./tree";
import type { ActivityDef, SequencingState } from "./types";

export type Direction = "forward" | "backward";
/** A leaf to deliver, the end of the tree (forward: the session may end), or an SN exception code. */
export type FlowResult = { leaf: ActivityDef } | { end: true } | { error: string };

/** SN Flow Tree Traversal: the next activity in preorder, without looking at rules. */
function traverse(
  tree: Tree,
  state: SequencingState,
  from: ActivityDef,
  direction: Direction,
  considerChildren: boolean,
): ActivityDef | { end: true } | { error: string } {
  if (considerChildren && !isLeaf(from)) {
    const children = kids(state, from);
    if (direction === "forward" || controls(from).forwardOnly) return children[0] as ActivityDef;
    return children[children.length - 1] as ActivityDef;
  }
  const parent = tree.parent.get(from.id);
  if (!parent) return direction === "forward" ? { end: true } : { error: "SB.2.1-3" };
  if (direction === "backward" && controls(parent).forwardOnly) return { error: "SB.2.1-4" };
  const next = sibling(tree, state, from, direction === "forward" ? 1 : -1);
  if (next) return next;
  return traverse(tree, state, parent, direction, false);
}

/** Bounds the walk of a pathological tree where every activity is skipped. */
const MAX_STEPS = 10_000;

/**
 * SN Flow Activity Traversal from `from` (exclusive unless `enter`): the first deliverable leaf in `direction`.
 * Skipped activities are marked so (rollup considerations ifNotSkipped read it).
 */
export function flow(
  tree: Tree,
  state: SequencingState,
  from: ActivityDef,
  direction: Direction,
  enter: boolean,
): FlowResult {
  let step = traverse(tree, state, from, direction, enter);
  for (let guard = 0; guard < MAX_STEPS; guard++) {
    if ("end" in step || "error" in step) return step;
    const candidate = step;
    const parent = tree.parent.get(candidate.id);
    if (parent && !controls(parent).flow) return { error: "SB.2.2-1" };
    if (preFires(state, candidate, "skip")) {
      mutableState(state, candidate.id).skipped = true;
      step = traverse(tree, state, candidate, direction, false);
      continue;
    }
    if (direction === "forward" && preFires(state, candidate, "stopForwardTraversal")) return { error: "SB.2.4-1" };
    if (unavailable(state, candidate)) return { error: "SB.2.2-2" };
    if (isLeaf(candidate)) return { leaf: candidate };
    step = traverse(tree, state, candidate, direction, true);
  }
  return { error: "SB.2.2-2" };
}

/** Entering a cluster (start, retry, choice of a cluster): its first deliverable leaf going forward. */
export function enterCluster(tree: Tree, state: SequencingState, cluster: ActivityDef): FlowResult {
  if (isLeaf(cluster)) return unavailable(state, cluster) ? { error: "SB.2.2-2" } : { leaf: cluster };
  if (!controls(cluster).flow) return { error: "SB.2.2-1" };
  return flow(tree, state, cluster, "forward", true);
}
