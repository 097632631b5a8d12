// Rule conditions in SN's three-valued logic: a condition on a status nobody knows is "unknown", `not unknown`
// stays unknown, and a rule fires only when its combination is true.
import { activityCompleted, objectiveStatus } from "./objectives";
import { seqOf, stateOf } from "./tree";
import type {
  ActivityDef,
  ConditionDef,
  ExitAction,
  PostAction,
  PreAction,
  SequencingRuleDef,
  SequencingState,
} from "./types";

export type Tri = boolean | undefined;

export function attemptLimitExceeded(state: SequencingState, activity: ActivityDef): boolean {
  const limit = seqOf(activity).attemptLimit;
  return limit !== undefined && limit > 0 && stateOf(state, activity.id).attempts >= limit;
}

function evaluate(state: SequencingState, activity: ActivityDef, condition: ConditionDef): Tri {
  const own = stateOf(state, activity.id);
  const objective = () => objectiveStatus(state, activity, condition.objective);
  const threshold = condition.threshold ?? 0;
  switch (condition.condition) {
    case "satisfied":
      return objective().satisfied;
    case "objectiveStatusKnown":
      return objective().satisfied !== undefined;
    case "objectiveMeasureKnown":
      return objective().measure !== undefined;
    case "objectiveMeasureGreaterThan": {
      const measure = objective().measure;
      return measure === undefined ? undefined : measure > threshold;
    }
    case "objectiveMeasureLessThan": {
      const measure = objective().measure;
      return measure === undefined ? undefined : measure < threshold;
    }
    case "completed":
      return activityCompleted(state, activity);
    case "activityProgressKnown":
      return activityCompleted(state, activity) !== undefined;
    case "attempted":
      return own.attempts > 0;
    case "attemptLimitExceeded":
      return attemptLimitExceeded(state, activity);
    case "always":
      return true;
    default:
      // A condition outside the vocabulary (read from a hand-made manifest) never makes a rule fire.
      return undefined;
  }
}

export function combine(values: Tri[], combination: "all" | "any"): Tri {
  if (combination === "all") {
    if (values.some((v) => v === false)) return false;
    return values.every((v) => v === true) ? true : undefined;
  }
  if (values.some((v) => v === true)) return true;
  return values.every((v) => v === false) ? false : undefined;
}

/** The conditions of one rule on one activity, combined. */
export function conditionsHold(
  state: SequencingState,
  activity: ActivityDef,
  rule: Pick<SequencingRuleDef, "conditions" | "combination">,
): Tri {
  if (rule.conditions.length === 0) return undefined;
  const values = rule.conditions.map((condition) => {
    const value = evaluate(state, activity, condition);
    return condition.not && value !== undefined ? !value : value;
  });
  return combine(values, rule.combination);
}

/** The action of the first rule of `rules` whose conditions hold (SN Sequencing Rules Check Process). */
function firstFiring<A extends string>(
  state: SequencingState,
  activity: ActivityDef,
  rules: SequencingRuleDef<A>[] | undefined,
  only?: A,
): A | undefined {
  for (const rule of rules ?? []) {
    if (only !== undefined && rule.action !== only) continue;
    if (conditionsHold(state, activity, rule) === true) return rule.action;
  }
  return undefined;
}

/** Whether a precondition rule with this action fires on the activity. */
export const preFires = (state: SequencingState, activity: ActivityDef, action: PreAction): boolean =>
  firstFiring(state, activity, seqOf(activity).pre, action) !== undefined;

export const exitFires = (state: SequencingState, activity: ActivityDef): ExitAction | undefined =>
  firstFiring(state, activity, seqOf(activity).exit);

export const postAction = (state: SequencingState, activity: ActivityDef): PostAction | undefined =>
  firstFiring(state, activity, seqOf(activity).post);

/** SN Check Activity Process: a disabled activity or one past its attempt limit cannot be delivered. */
export function unavailable(state: SequencingState, activity: ActivityDef): boolean {
  return preFires(state, activity, "disabled") || attemptLimitExceeded(state, activity);
}
