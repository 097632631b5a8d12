// Objective progress: an activity's local objectives, read through their maps from the global objectives
// (readSatisfiedStatus / readNormalizedMeasure win when the global is known, SN 4.2.1.2), and written back
// (writeSatisfiedStatus / writeNormalizedMeasure) whenever the local value is known. SCORM 2004 4th Edition maps
// (adlseq:mapInfo) share completion status, progress measure and raw / min / max score the same way; the primary
// objective's completion is its activity's attempt completion.
import { mutableState, primaryObjective, seqOf, stateOf, type Tree, tracked } from "./tree";
import type {
  ActivityDef,
  ObjectiveDef,
  ObjectiveMapDef,
  ObjectiveOutcome,
  ObjectiveState,
  ScoOutcome,
  SequencingState,
} from "./types";

function objectiveDef(activity: ActivityDef, id: string | undefined): ObjectiveDef | undefined {
  if (id === undefined) return primaryObjective(activity);
  return seqOf(activity).objectives?.find((o) => o.id === id);
}

function localOf(state: SequencingState, activity: ActivityDef, def: ObjectiveDef | undefined): ObjectiveState {
  const own = stateOf(state, activity.id);
  if (!def || def.primary) {
    const out: ObjectiveState = { ...own.primary };
    if (own.completed !== undefined) out.completed = own.completed;
    return out;
  }
  return own.objectives?.[def.id] ?? {};
}

/** Which map flag reads (and writes) which field of an objective. */
const SHARED: [keyof ObjectiveState, keyof ObjectiveMapDef, keyof ObjectiveMapDef][] = [
  ["satisfied", "readSatisfied", "writeSatisfied"],
  ["measure", "readMeasure", "writeMeasure"],
  ["completed", "readCompletion", "writeCompletion"],
  ["progress", "readProgress", "writeProgress"],
  ["raw", "readRaw", "writeRaw"],
  ["min", "readMin", "writeMin"],
  ["max", "readMax", "writeMax"],
];

function copy(to: ObjectiveState, field: keyof ObjectiveState, value: boolean | number | undefined): void {
  (to as Record<string, boolean | number | undefined>)[field] = value;
}

/** The objective's progress (the primary one when `id` is absent or names no objective of the activity). */
export function objectiveStatus(state: SequencingState, activity: ActivityDef, id?: string): ObjectiveState {
  const def = objectiveDef(activity, id) ?? primaryObjective(activity);
  const out: ObjectiveState = { ...localOf(state, activity, def) };
  for (const map of def?.maps ?? []) {
    const global = state.globals[map.target];
    for (const [field, read] of SHARED) {
      if (map[read] === true && global?.[field] !== undefined) copy(out, field, global[field]);
    }
  }
  if (def?.satisfiedByMeasure) {
    // SN: an objective satisfied by measure has a known status only when its measure is known; 4th Edition
    // measureSatisfactionIfActive="false" leaves it unknown while the activity's attempt is active.
    const waiting =
      def.primary && stateOf(state, activity.id).active && seqOf(activity).measureSatisfactionIfActive === false;
    out.satisfied = out.measure === undefined || waiting ? undefined : out.measure >= def.minMeasure;
  }
  return out;
}

/** The activity's attempt completion: its own, or the global its primary objective reads it from (4th Edition). */
export function activityCompleted(state: SequencingState, activity: ActivityDef): boolean | undefined {
  const own = stateOf(state, activity.id).completed;
  const def = primaryObjective(activity);
  if (!def?.maps.some((map) => map.readCompletion)) return own;
  return objectiveStatus(state, activity).completed;
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
    const values: ObjectiveState = { ...local, satisfied };
    for (const map of def.maps) {
      state.globals[map.target] ??= {};
      const global = state.globals[map.target] as ObjectiveState;
      for (const [field, , write] of SHARED) {
        if (map[write] === true && values[field] !== undefined) copy(global, field, values[field]);
      }
    }
  }
}

const known = (success: "passed" | "failed" | undefined) => (success === undefined ? undefined : success === "passed");

/** The scores and progress a SCO reported, onto an objective's state. */
function applyNumbers(to: ObjectiveState, from: Pick<ObjectiveOutcome, "progress" | "raw" | "min" | "max">): void {
  for (const field of ["progress", "raw", "min", "max"] as const) {
    if (from[field] !== undefined) to[field] = from[field];
  }
}

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
  applyNumbers(primary, outcome);
  own.primary = primary;
  // For the learner's display only (the engine never reads it): the SCO itself judged the attempt (a success
  // status, or a score its objective is satisfied by), so "passed" / "failed" means a test, not the default.
  if (satisfied !== undefined || (outcome.scaled !== undefined && primaryObjective(activity)?.satisfiedByMeasure))
    own.tested = true;
  const primaryId = primaryObjective(activity)?.id;
  for (const [objectiveId, value] of Object.entries(outcome.objectives ?? {})) {
    if (objectiveId === primaryId || !objectiveDef(activity, objectiveId)) continue;
    own.objectives ??= {};
    const entry: ObjectiveState = { ...own.objectives[objectiveId] };
    const ok = known(value.success);
    if (ok !== undefined) entry.satisfied = ok;
    if (value.scaled !== undefined) entry.measure = value.scaled;
    if (value.completion) entry.completed = value.completion === "completed";
    applyNumbers(entry, value);
    own.objectives[objectiveId] = entry;
  }
  writeGlobals(state, activity);
}
