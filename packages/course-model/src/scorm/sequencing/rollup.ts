// Rollup (SN RB.1): a cluster's measure, satisfaction and completion from its children, with the package's
// rollup rules and the standard's defaults where it defines none.
import { objectiveStatus, writeGlobals } from "./objectives";
import { conditionsHold, preFires, type Tri } from "./rules";
import { isLeaf, kids, mutableState, primaryObjective, seqOf, stateOf, type Tree, tracked } from "./tree";
import type { ActivityDef, RollupAction, RollupConsideration, RollupRuleDef, SequencingState } from "./types";

/** SN Check Child For Rollup: whether the child counts for rollup actions of this kind. */
function contributes(state: SequencingState, child: ActivityDef, action: RollupAction): boolean {
  if (!tracked(child)) return false;
  const seq = seqOf(child);
  const satisfaction = action === "satisfied" || action === "notSatisfied";
  if (satisfaction ? seq.rollupObjectiveSatisfied === false : seq.rollupProgressCompletion === false) return false;
  const consideration: RollupConsideration =
    (action === "satisfied"
      ? seq.requiredForSatisfied
      : action === "notSatisfied"
        ? seq.requiredForNotSatisfied
        : action === "completed"
          ? seq.requiredForCompleted
          : seq.requiredForIncomplete) ?? "always";
  const own = stateOf(state, child.id);
  switch (consideration) {
    case "ifAttempted":
      return own.attempts > 0;
    case "ifNotSkipped":
      return !own.skipped && !preFires(state, child, "skip");
    case "ifNotSuspended":
      // SN RB.1.4.2: a child never attempted (progress status unknown) is left out too.
      return own.attempts > 0 && !own.suspended;
    default:
      return true;
  }
}

function ruleFires(state: SequencingState, parent: ActivityDef, rule: RollupRuleDef): boolean {
  const children = kids(state, parent).filter((child) => contributes(state, child, rule.action));
  if (children.length === 0) return false;
  const results: Tri[] = children.map((child) => conditionsHold(state, child, rule));
  const yes = results.filter((r) => r === true).length;
  switch (rule.childSet) {
    case "all":
      return yes === results.length;
    case "any":
      return yes > 0;
    case "none":
      return results.every((r) => r === false);
    case "atLeastCount":
      return yes >= (rule.minimumCount ?? 0);
    case "atLeastPercent":
      return yes / results.length >= (rule.minimumPercent ?? 0);
    default:
      return false;
  }
}

const DEFAULTS: Record<RollupAction, RollupRuleDef> = {
  notSatisfied: {
    childSet: "all",
    combination: "any",
    conditions: [{ condition: "objectiveStatusKnown" }],
    action: "notSatisfied",
  },
  satisfied: { childSet: "all", combination: "any", conditions: [{ condition: "satisfied" }], action: "satisfied" },
  incomplete: {
    childSet: "all",
    combination: "any",
    conditions: [{ condition: "activityProgressKnown" }],
    action: "incomplete",
  },
  completed: { childSet: "all", combination: "any", conditions: [{ condition: "completed" }], action: "completed" },
};

/** The activity's rules with this action, or the standard's default rule when it has none. */
function rulesFor(activity: ActivityDef, action: RollupAction): RollupRuleDef[] {
  const own = (seqOf(activity).rollupRules ?? []).filter((rule) => rule.action === action);
  return own.length > 0 ? own : [DEFAULTS[action]];
}

const anyFires = (state: SequencingState, activity: ActivityDef, action: RollupAction) =>
  rulesFor(activity, action).some((rule) => ruleFires(state, activity, rule));

/** SN RB.1.1 Measure Rollup: the weighted mean of the tracked children's known measures. */
function rollupMeasure(state: SequencingState, activity: ActivityDef): number | undefined {
  let total = 0;
  let weights = 0;
  let anyKnown = false;
  for (const child of kids(state, activity)) {
    if (!tracked(child)) continue;
    const weight = seqOf(child).objectiveMeasureWeight ?? 1;
    weights += weight;
    const measure = objectiveStatus(state, child).measure;
    if (measure !== undefined) {
      anyKnown = true;
      total += measure * weight;
    }
  }
  return anyKnown && weights > 0 ? total / weights : undefined;
}

function rollupCluster(state: SequencingState, activity: ActivityDef): void {
  const own = mutableState(state, activity.id);
  const primary = { ...own.primary };
  const measure = rollupMeasure(state, activity);
  if (measure === undefined) delete primary.measure;
  else primary.measure = measure;
  const def = primaryObjective(activity);
  if (def?.satisfiedByMeasure) {
    // 4th Edition measureSatisfactionIfActive="false": an active attempt's measure decides nothing yet.
    const judged = !own.active || seqOf(activity).measureSatisfactionIfActive !== false;
    primary.satisfied = measure === undefined || !judged ? undefined : measure >= def.minMeasure;
  } else {
    let satisfied: boolean | undefined;
    if (anyFires(state, activity, "notSatisfied")) satisfied = false;
    if (anyFires(state, activity, "satisfied")) satisfied = true;
    primary.satisfied = satisfied;
  }
  if (primary.satisfied === undefined) delete primary.satisfied;
  own.primary = primary;
  let completed: boolean | undefined;
  if (anyFires(state, activity, "incomplete")) completed = false;
  if (anyFires(state, activity, "completed")) completed = true;
  if (completed === undefined) delete own.completed;
  else own.completed = completed;
  writeGlobals(state, activity);
}

/** Rolls the whole tree up, leaves to root (trees are small; a full pass also follows global objectives). */
export function rollupAll(tree: Tree, state: SequencingState): void {
  const visit = (activity: ActivityDef) => {
    if (isLeaf(activity)) return;
    kids(state, activity).forEach(visit);
    if (tracked(activity)) rollupCluster(state, activity);
  };
  visit(tree.root);
}
