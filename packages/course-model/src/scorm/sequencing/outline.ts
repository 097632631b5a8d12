// What the learner's navigation shows: the organization as a tree with each activity's status, whether it may be
// chosen, and whether previous / next are valid now (also the SCO's adl.nav.request_valid.*).
import { navigate } from "./navigate";
import { activityCompleted, objectiveStatus } from "./objectives";
import { preFires, unavailable } from "./rules";
import { kids, primaryObjective, stateOf, type Tree } from "./tree";
import type { ActivityDef, NavRequest, SequencingState } from "./types";

export type ActivityDisplayStatus = "not_attempted" | "incomplete" | "completed" | "passed" | "failed";

export interface OutlineEntry {
  id: string;
  title: string;
  depth: number;
  /** The SCO it launches (leaves). */
  sco?: string;
  status: ActivityDisplayStatus;
  /** Disabled by a precondition rule or past its attempt limit: shown greyed. */
  disabled: boolean;
  /** A choice request on it would be honoured now. */
  choosable: boolean;
  current: boolean;
  hasChildren: boolean;
}

/**
 * Whether the learner's tree may say "passed" / "failed": a SCO (this one, or one rolled up into this cluster) judged
 * it from a test or a score. The engine also counts an objective satisfied when a SCO ends without a success status
 * (SN's default), which for the learner would read "passed" for something never tested.
 */
function judged(state: SequencingState, activity: ActivityDef): boolean {
  if (stateOf(state, activity.id).tested) return true;
  const primary = primaryObjective(activity);
  if (primary?.satisfiedByMeasure && objectiveStatus(state, activity).measure !== undefined) return true;
  // Satisfied through a global objective another activity's test wrote (a pretest that covers this content): the
  // package means it to read as passed here too.
  if (primary?.maps.some((map) => map.readSatisfied && state.globals[map.target]?.satisfied !== undefined)) return true;
  return activity.children.some((child) => judged(state, child));
}

/** The status the learner sees; the engine's own (objectiveStatus, activityCompleted) stays as SN says. */
export function displayStatus(state: SequencingState, activity: ActivityDef): ActivityDisplayStatus {
  const objective = objectiveStatus(state, activity);
  if (objective.satisfied !== undefined && judged(state, activity)) return objective.satisfied ? "passed" : "failed";
  const own = stateOf(state, activity.id);
  const completed = activityCompleted(state, activity);
  if (completed === true) return "completed";
  if (own.attempts > 0 || completed === false) return "incomplete";
  return "not_attempted";
}

/** Whether the request would be honoured in this state (a dry run: nothing changes). */
export function requestValid(tree: Tree, state: SequencingState, request: NavRequest): boolean {
  const result = navigate(tree, state, request);
  return result.ok && (result.deliver !== null || request.type === "continue");
}

/**
 * adl.nav.request_valid.choice / .jump for the runtime: target id -> whether the request would be honoured now
 * (control modes, rules, limits, the learner's selection and order, constrained choice). Answers are cached: make
 * a new one whenever the state changes.
 */
export function targetValidity(
  tree: Tree,
  state: SequencingState,
  type: "choice" | "jump",
): (target: string) => boolean {
  const cache = new Map<string, boolean>();
  return (target: string) => {
    let valid = cache.get(target);
    if (valid === undefined) {
      valid = tree.byId.has(target) && requestValid(tree, state, { type, target });
      cache.set(target, valid);
    }
    return valid;
  };
}

/**
 * The tree as the learner sees it, root excluded (the block shows the package's title), children in the order
 * randomizationControls gave this learner and only those selected: invisible items (isvisible="false") and those
 * hidden from choice are left out, their children move up a level.
 */
export function outline(tree: Tree, state: SequencingState): OutlineEntry[] {
  const out: OutlineEntry[] = [];
  const visit = (activity: ActivityDef, depth: number) => {
    const shown = !activity.hidden && !preFires(state, activity, "hiddenFromChoice");
    if (shown) {
      const entry: OutlineEntry = {
        id: activity.id,
        title: activity.title,
        depth,
        status: displayStatus(state, activity),
        disabled: unavailable(state, activity),
        choosable: requestValid(tree, state, { type: "choice", target: activity.id }),
        current: state.current === activity.id,
        hasChildren: activity.children.length > 0,
      };
      if (activity.sco !== undefined) entry.sco = activity.sco;
      out.push(entry);
    }
    for (const child of kids(state, activity)) visit(child, shown ? depth + 1 : depth);
  };
  for (const child of kids(state, tree.root)) visit(child, 0);
  if (tree.root.children.length === 0) visit(tree.root, 0);
  return out;
}

/** The root's rolled-up status decides the block: completed, and not failed where the package tracks success. */
export function sessionDone(tree: Tree, state: SequencingState): boolean {
  return activityCompleted(state, tree.root) === true && objectiveStatus(state, tree.root).satisfied !== false;
}
