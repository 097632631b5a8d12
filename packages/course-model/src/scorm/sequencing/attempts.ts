// Beginning, ending and suspending attempts on activities (SN Content Delivery Environment, End Attempt and
// Terminate Descendent Attempts processes), always followed by a rollup of the tree.
import { applyOutcome } from "./objectives";
import { rollupAll } from "./rollup";
import { isLeaf, mutableState, pathTo, type Tree } from "./tree";
import type { ActivityDef, ScoOutcome, SequencingState } from "./types";

/** Forgets an activity's progress for a new attempt (its attempt count stays). */
function resetTracking(state: SequencingState, id: string): void {
  const own = state.activities[id];
  if (!own) return;
  delete own.completed;
  delete own.primary;
  delete own.objectives;
  delete own.skipped;
}

/** A new attempt on a cluster starts its descendants afresh too (retry sends the learner through again). */
export function resetSubtree(state: SequencingState, activity: ActivityDef): void {
  for (const child of activity.children) {
    resetTracking(state, child.id);
    resetSubtree(state, child);
  }
}

/** Ends the attempts of every active activity outside `keep` (leaving a subtree for another). */
export function endAttemptsOutside(state: SequencingState, keep: Set<string>): void {
  for (const [id, own] of Object.entries(state.activities)) {
    if (own.active && !keep.has(id)) delete own.active;
  }
}

/** Delivers a leaf: every activity on its path that is not active begins an attempt (or resumes a suspended one). */
export function deliver(tree: Tree, state: SequencingState, leaf: ActivityDef): void {
  const path = pathTo(tree, leaf.id);
  endAttemptsOutside(state, new Set(path.map((a) => a.id)));
  for (const activity of path) {
    const own = mutableState(state, activity.id);
    if (own.suspended) {
      delete own.suspended;
      own.active = true;
      continue;
    }
    if (own.active) continue;
    own.attempts += 1;
    resetTracking(state, activity.id);
    if (!isLeaf(activity)) resetSubtree(state, activity);
    own.active = true;
  }
  state.current = leaf.id;
  state.suspended = null;
  delete state.ended;
  delete state.exited;
  rollupAll(tree, state);
}

export function endAttempt(tree: Tree, state: SequencingState, activity: ActivityDef): void {
  const own = mutableState(state, activity.id);
  delete own.active;
  rollupAll(tree, state);
}

/** exitAll and the end of the tree: every attempt ends and the sequencing session is over. */
export function endSession(tree: Tree, state: SequencingState): void {
  endAttemptsOutside(state, new Set());
  state.current = null;
  state.suspended = null;
  state.ended = true;
  delete state.exited;
  rollupAll(tree, state);
}

/** suspendAll: the current activity and its ancestors are suspended, to be resumed by resumeAll. */
export function suspendSession(tree: Tree, state: SequencingState): void {
  const current = state.current;
  if (!current) return;
  for (const activity of pathTo(tree, current)) {
    const own = mutableState(state, activity.id);
    delete own.active;
    own.suspended = true;
  }
  state.suspended = current;
  state.current = null;
  delete state.exited;
  rollupAll(tree, state);
}

/**
 * The SCO's run-time data reaches its activity. `ending`: its Terminate (the attempt ends: statuses the content
 * did not set are decided, and the termination rules are still to run at the next navigation request).
 */
export function recordOutcome(
  tree: Tree,
  state: SequencingState,
  id: string,
  outcome: ScoOutcome,
  ending: boolean,
): void {
  const activity = tree.byId.get(id);
  if (!activity) return;
  applyOutcome(tree, state, id, outcome, ending);
  if (ending) {
    const own = mutableState(state, id);
    delete own.active;
    // cmi.exit = "suspend" suspends the attempt (SN: Activity is Suspended): its next delivery resumes it, with the
    // SCO's data, instead of beginning a new attempt.
    if (outcome.suspend && isLeaf(activity)) own.suspended = true;
    if (state.current === id) delete state.exited;
  }
  rollupAll(tree, state);
}

/**
 * The SCOs whose activity `after` began a new attempt on that was not its first (a retry, a new attempt of its
 * cluster, a choice of it again after it ended): their run-time data starts afresh, cmi.entry "ab-initio"
 * (SCORM 2004 RTE 4.2.8). A resumed attempt (suspendAll, cmi.exit "suspend") keeps its count, so its data stays.
 */
export function restartedScos(tree: Tree, before: SequencingState, after: SequencingState): string[] {
  return tree.leaves
    .filter((leaf) => {
      const now = after.activities[leaf.id]?.attempts ?? 0;
      return leaf.sco !== undefined && now > 1 && now > (before.activities[leaf.id]?.attempts ?? 0);
    })
    .map((leaf) => leaf.sco as string);
}
