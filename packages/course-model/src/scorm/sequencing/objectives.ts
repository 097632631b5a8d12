// Objective progress: an activity's local objectives, read through their maps from the global objectives
// (readSatisfiedStatus / readNormalizedMeasure win when the global is known, SN 4.2.1.2), and written back
// (writeSatisfiedStatus / writeNormalizedMeasure) whenever the local value is known.
import { mutableState, primaryObjective, seqOf, stateOf, type Tree, tracked } from "./tree";
import type { ActivityDef, ObjectiveDef, ObjectiveState, ScoOutcome, SequencingState } from "./types";

function objectiveDef(activity: ActivityDef, id: string | undefined): ObjectiveDef | undefined {
  if (id === undefined) return primaryObjective(activity);
  return seqOf(activity).objectives?.find((o) => o.id === id);
}

function localOf(state: SequencingState, activity: ActivityDef, def: ObjectiveDef | undefined): ObjectiveState {
  const own = stateOf(state, activity.id);
  if (!def || def.primary) return own.primary ?? {};
  return own.objectives?.[def.id] ?? {};
}

/** The objective's progress (the primary one when `id` is absent or names no objective of the activity). */
export function objectiveStatus(state: SequencingState, activity: ActivityDef, id?: string): ObjectiveState {
  const def = objectiveDef(activity, id) ?? primaryObjective(activity);
  const out: ObjectiveState = { ...localOf(state, activity, def) };
  for (const map of def?.maps ?? []) {
    const global = state.globals[map.target];
    if (map.readSatisfied && global?.satisfied !== undefined) out.satisfied = global.satisfied;
    if (map.readMeasure && global?.measure !== undefined) out.measure = global.measure;
  }
  if (def?.satisfiedByMeasure) {
    // SN: an objective satisfied by measure has a known status only when its measure is known.
    out.satisfied = out.measure === undefined ? undefined : out.measure >= def.minMeasure;
  }
  return out;
}

/** Copies the activity's known local objective values to the globals its maps write. */
export function writeGlobals(state: SequencingState, activity: ActivityDef): void {
  for (const def of seqOf(activity).objectives ?? []) {
    const local = localOf(state, activity, def);
    const satisfied = def.satisfiedByMeasure
      ? local.measure === undefined
        ? undefined
        : local.measure >= def.minMeasure
      : local.satisfied;
    for (const map of def.maps) {
      state.globals[map.target] ??= {};
      const global = state.globals[map.target] as ObjectiveState;
      if (map.writeSatisfied && satisfied !== undefined) global.satisfied = satisfied;
      if (map.writeMeasure && local.measure !== undefined) global.measure = local.measure;
    }
  }
}

const known = (success: "passed" | "failed" | undefined) => (success === undefined ? undefined : success === "passed");

/**
 * What the SCO reported becomes its activity's tracking (during the attempt, and at its end). At the end, without a
 * status from the content, completionSetByContent / objectiveSetByContent false (the default) let the LMS mark it
 * completed and satisfied (SN End Attempt Process).
 */
export function applyOutcome(
  tree: Tree,
  state: SequencingState,
  id: string,
  outcome: ScoOutcome,
  ending: boolean,
): void {
  const activity = tree.byId.get(id);
  if (!activity || !tracked(activity)) return;
  const seq = seqOf(activity);
  const own = mutableState(state, id);
  if (outcome.completion) own.completed = outcome.completion === "completed";
  else if (ending && !seq.completionSetByContent && own.completed === undefined) own.completed = true;
  const primary: ObjectiveState = { ...own.primary };
  const satisfied = known(outcome.success);
  if (satisfied !== undefined) primary.satisfied = satisfied;
  else if (ending && !seq.objectiveSetByContent && primary.satisfied === undefined) primary.satisfied = true;
  if (outcome.scaled !== undefined) primary.measure = outcome.scaled;
  own.primary = primary;
  const primaryId = primaryObjective(activity)?.id;
  for (const [objectiveId, value] of Object.entries(outcome.objectives ?? {})) {
    if (objectiveId === primaryId || !objectiveDef(activity, objectiveId)) continue;
    own.objectives ??= {};
    const entry: ObjectiveState = { ...own.objectives[objectiveId] };
    const ok = known(value.success);
    if (ok !== undefined) entry.satisfied = ok;
    if (value.scaled !== undefined) entry.measure = value.scaled;
    own.objectives[objectiveId] = entry;
  }
  writeGlobals(state, activity);
}
