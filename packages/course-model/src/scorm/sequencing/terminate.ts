// Termination of the current activity before a navigation request is sequenced (SN TB.2.3 exit): its attempt
// ends, exit action rules of its ancestors may exit them, and post-condition rules may exit its parents or turn
// the request into another (retry, continue, previous, exitAll).
import { endAttempt } from "./attempts";
import { exitFires, postAction } from "./rules";
import { pathTo, type Tree } from "./tree";
import type { ActivityDef, PostAction, SequencingState } from "./types";

export type Replacement = Exclude<PostAction, "exitParent"> | undefined;

/** Bounds the exitParent chain (it climbs the tree, so the depth bounds it anyway). */
const MAX_EXITS = 64;

/** Runs the termination rules once per ended attempt; returns the request a post-condition put instead. */
export function terminateCurrent(tree: Tree, state: SequencingState): Replacement {
  if (!state.current || state.exited) return undefined;
  let current: ActivityDef | undefined = tree.byId.get(state.current);
  if (!current) return undefined;
  endAttempt(tree, state, current);
  for (const ancestor of pathTo(tree, current.id).slice(0, -1)) {
    if (exitFires(state, ancestor)) {
      endAttempt(tree, state, ancestor);
      current = ancestor;
      break;
    }
  }
  let replacement: Replacement;
  for (let guard = 0; guard < MAX_EXITS; guard++) {
    const action = postAction(state, current);
    if (action !== "exitParent") {
      replacement = action;
      break;
    }
    const parent = tree.parent.get(current.id);
    if (!parent) break;
    endAttempt(tree, state, parent);
    current = parent;
  }
  state.current = current.id;
  state.exited = true;
  return replacement;
}
