import type { ActivityDef, ActivityState, ObjectiveDef, SequencingDef, SequencingState } from "./types";

/** The activity tree with parent links, built once per package (ids are unique: later duplicates are dropped). */
export interface Tree {
  root: ActivityDef;
  byId: Map<string, ActivityDef>;
  parent: Map<string, ActivityDef>;
  /** Leaves in document order (flow order). */
  leaves: ActivityDef[];
}

/** Bounds a hostile manifest: deeper nesting than this is cut (no real package comes near). */
const MAX_DEPTH = 32;

export function buildTree(root: ActivityDef): Tree {
  const byId = new Map<string, ActivityDef>();
  const parent = new Map<string, ActivityDef>();
  const leaves: ActivityDef[] = [];
  const visit = (activity: ActivityDef, depth: number): ActivityDef => {
    const kept: ActivityDef = { ...activity, children: [] };
    byId.set(kept.id, kept);
    if (depth >= MAX_DEPTH) return kept;
    for (const child of activity.children) {
      if (byId.has(child.id)) continue;
      const keptChild = visit(child, depth + 1);
      kept.children.push(keptChild);
      parent.set(keptChild.id, kept);
    }
    return kept;
  };
  const kept = visit(root, 0);
  const collect = (activity: ActivityDef) => {
    if (activity.children.length === 0) leaves.push(activity);
    else activity.children.forEach(collect);
  };
  collect(kept);
  return { root: kept, byId, parent, leaves };
}

export const seqOf = (activity: ActivityDef): SequencingDef => activity.sequencing ?? {};

/** Control modes with the standard's defaults (choice, choiceExit and flow true, forwardOnly false). */
export function controls(activity: ActivityDef) {
  const s = seqOf(activity);
  return {
    choice: s.choice ?? true,
    choiceExit: s.choiceExit ?? true,
    flow: s.flow ?? false,
    forwardOnly: s.forwardOnly ?? false,
  };
}

export const isLeaf = (activity: ActivityDef) => activity.children.length === 0;
export const tracked = (activity: ActivityDef) => seqOf(activity).tracked ?? true;

export function primaryObjective(activity: ActivityDef): ObjectiveDef | undefined {
  return seqOf(activity).objectives?.find((o) => o.primary);
}

/** Root first, down to the activity itself. */
export function pathTo(tree: Tree, id: string): ActivityDef[] {
  const out: ActivityDef[] = [];
  let at = tree.byId.get(id);
  while (at) {
    out.unshift(at);
    at = tree.parent.get(at.id);
  }
  return out;
}

export function stateOf(state: SequencingState, id: string): ActivityState {
  return state.activities[id] ?? { attempts: 0 };
}

/** A copy of the state to change (the engine never mutates what it was given). */
export function cloneState(state: SequencingState): SequencingState {
  return JSON.parse(JSON.stringify(state)) as SequencingState;
}

export function mutableState(state: SequencingState, id: string): ActivityState {
  state.activities[id] ??= { attempts: 0 };
  return state.activities[id];
}

export function emptyState(): SequencingState {
  return { current: null, suspended: null, activities: {}, globals: {} };
}

/**
 * SN Available Children: a cluster's children as randomizationControls selected and ordered them for the learner
 * (kept in the state), else all of them in document order. An order naming none of the children (a package
 * replaced since) falls back to the document.
 */
export function kids(state: SequencingState, activity: ActivityDef): ActivityDef[] {
  const order = state.orders?.[activity.id];
  if (!order) return activity.children;
  const byId = new Map(activity.children.map((child) => [child.id, child]));
  // A forged order repeating an id must not make the flow walk in circles: each child counts once.
  const out = [...new Set(order.ids)].flatMap((id) => {
    const child = byId.get(id);
    return child ? [child] : [];
  });
  return out.length > 0 ? out : activity.children;
}

/** Whether the activity and each of its ancestors are among their parent's available children. */
export function available(tree: Tree, state: SequencingState, activity: ActivityDef): boolean {
  for (let at: ActivityDef | undefined = activity; at; at = tree.parent.get(at.id)) {
    const parent = tree.parent.get(at.id);
    const id = at.id;
    if (parent && !kids(state, parent).some((child) => child.id === id)) return false;
  }
  return true;
}

/** The activity after (or before) `activity` among its parent's available children, or undefined at the end. */
export function sibling(
  tree: Tree,
  state: SequencingState,
  activity: ActivityDef,
  step: 1 | -1,
): ActivityDef | undefined {
  const parent = tree.parent.get(activity.id);
  if (!parent) return undefined;
  const siblings = kids(state, parent);
  const index = siblings.findIndex((c) => c.id === activity.id);
  return index < 0 ? undefined : siblings[index + step];
}

/** Whether `activity` is `ancestor` or lies below it. */
export function within(tree: Tree, activity: ActivityDef, ancestor: ActivityDef): boolean {
  for (let at: ActivityDef | undefined = activity; at; at = tree.parent.get(at.id)) {
    if (at.id === ancestor.id) return true;
  }
  return false;
}
