// adl.nav.request_valid as the SCO reads it (SCORM 2004 RTE 4.4): continue and previous, and for every activity of
// the tree whether a choice or a jump to it would be honoured now. The launcher runs on another origin and answers
// the SCO's GetValue synchronously, so the app hands it the whole answer whenever the sequencing state changes.
import { requestValid } from "./outline";
import type { Tree } from "./tree";
import type { SequencingState } from "./types";

export interface NavValidity {
  continue: boolean;
  previous: boolean;
  /** By activity id (the manifest's item identifier): a choice of it would deliver something now. */
  choice: Record<string, boolean>;
  /** By activity id: a jump to it would deliver something now. */
  jump: Record<string, boolean>;
}

/** Every request_valid answer in this state (dry runs of the navigation request process: nothing changes). */
export function navValidity(tree: Tree, state: SequencingState): NavValidity {
  const choice: Record<string, boolean> = {};
  const jump: Record<string, boolean> = {};
  for (const id of tree.byId.keys()) {
    choice[id] = requestValid(tree, state, { type: "choice", target: id });
    jump[id] = requestValid(tree, state, { type: "jump", target: id });
  }
  return {
    continue: state.current !== null && requestValid(tree, state, { type: "continue" }),
    previous: requestValid(tree, state, { type: "previous" }),
    choice,
    jump,
  };
}
