// Whether a choice request may target an activity (SN SB.2.9 Choice Sequencing Request), with the 4th Edition's
// constrained choice (adlseq:constrainedChoiceConsiderations): preventActivation keeps a learner from beginning an
// attempt on an activity by choice (they flow into it), constrainChoice limits choices to the activity logically
// next to (or before) the constrained one.
import { preFires, unavailable } from "./rules";
import { available, controls, kids, pathTo, seqOf, sibling, stateOf, type Tree, within } from "./tree";
import type { ActivityDef, SequencingState } from "./types";

/** The lowest activity holding both. */
function commonAncestor(tree: Tree, a: ActivityDef, b: ActivityDef): ActivityDef {
  const ofB = new Set(pathTo(tree, b.id).map((x) => x.id));
  const path = pathTo(tree, a.id);
  for (let i = path.length - 1; i >= 0; i--) {
    const at = path[i] as ActivityDef;
    if (ofB.has(at.id)) return at;
  }
  return tree.root;
}

/** Preorder positions of the available activities (the learner's order), to tell forward from backward. */
function preorder(tree: Tree, state: SequencingState): Map<string, number> {
  const out = new Map<string, number>();
  const visit = (activity: ActivityDef) => {
    out.set(activity.id, out.size);
    kids(state, activity).forEach(visit);
  };
  visit(tree.root);
  return out;
}

/** SN Choice Flow Tree Traversal: the activity logically next (or previous) to `from`, climbing past an end. */
function choiceFlow(tree: Tree, state: SequencingState, from: ActivityDef, step: 1 | -1): ActivityDef | undefined {
  for (let at: ActivityDef | undefined = from; at; at = tree.parent.get(at.id)) {
    const next = sibling(tree, state, at, step);
    if (next) return next;
  }
  return undefined;
}

/**
 * constrainChoice: the nearest ancestor of the current activity below the common ancestor that constrains choice
 * allows only itself and the activity next to it in the target's direction (with what lies below that one).
 */
function constrained(tree: Tree, state: SequencingState, current: ActivityDef, target: ActivityDef): boolean {
  const common = commonAncestor(tree, current, target);
  let limit: ActivityDef | undefined;
  // Only the ancestors strictly below the common ancestor (none when the target is the current activity's own).
  for (
    let at = tree.parent.get(current.id);
    at && at.id !== common.id && within(tree, at, common);
    at = tree.parent.get(at.id)
  ) {
    if (seqOf(at).constrainChoice) {
      limit = at;
      break;
    }
  }
  if (!limit) return false;
  const order = preorder(tree, state);
  const forward = (order.get(target.id) ?? 0) > (order.get(limit.id) ?? 0);
  const consider = choiceFlow(tree, state, limit, forward ? 1 : -1) ?? limit;
  return target.id !== limit.id && !within(tree, target, consider);
}

/** The SN exception code a choice of `target` raises now, or undefined when the choice may be made. */
export function choiceProblem(tree: Tree, state: SequencingState, target: string): string | undefined {
  const activity = tree.byId.get(target);
  if (!activity) return "SB.2.9-1";
  const path = pathTo(tree, target);
  for (const step of path.slice(1)) {
    // Not selected by randomizationControls for this attempt: outside the learner's tree.
    if (!available(tree, state, step)) return "SB.2.9-2";
    if (preFires(state, step, "hiddenFromChoice")) return "SB.2.9-3";
    const parent = tree.parent.get(step.id);
    if (parent && !controls(parent).choice) return "SB.2.9-4";
    if (unavailable(state, step)) return "SB.2.9-5";
  }
  // choiceExit="false": an active activity may not be left for one outside it.
  const inPath = new Set(path.map((a) => a.id));
  for (const [id, own] of Object.entries(state.activities)) {
    const active = tree.byId.get(id);
    if (own.active && active && !inPath.has(id) && !controls(active).choiceExit) return "SB.2.9-8";
  }
  const current = state.current ? tree.byId.get(state.current) : undefined;
  const common = current ? commonAncestor(tree, current, activity) : tree.root;
  // preventActivation: below the common ancestor, no activity that is not already active may be begun by choice.
  for (const step of path.slice(pathTo(tree, common.id).length)) {
    if (seqOf(step).preventActivation && !stateOf(state, step.id).active && step.id !== current?.id) return "SB.2.9-6";
  }
  if (current && constrained(tree, state, current, activity)) return "SB.2.9-7";
  return undefined;
}
