// Global objectives beyond the engine: what a SCO's cmi.objectives start with at launch (SCORM 2004 RTE 4.2.17:
// values its objectives' maps read from the globals), and the globals a package shares with the learner's other
// packages (adlseq:objectivesGlobalToSystem, true by default; false keeps them within this package's attempt).
import { objectiveStatus } from "./objectives";
import type { Tree } from "./tree";
import type { ObjectiveState, SequencingState } from "./types";

type Json = Record<string, unknown>;

/** One cmi.objectives.n entry as the runtime's JSON carries it (decimals as strings, as scorm-again renders them). */
export interface LaunchObjective {
  id: string;
  success_status?: "passed" | "failed";
  completion_status?: "completed" | "incomplete";
  progress_measure?: string;
  score?: { scaled?: string; raw?: string; min?: string; max?: string };
}

/** The values the activity's mapped objectives read from the globals (only those: the SCO keeps its own others). */
export function launchObjectives(tree: Tree, state: SequencingState, activityId: string): LaunchObjective[] {
  const activity = tree.byId.get(activityId);
  if (!activity) return [];
  const out: LaunchObjective[] = [];
  for (const def of activity.sequencing?.objectives ?? []) {
    if (!def.id || def.maps.length === 0) continue;
    const value: ObjectiveState = objectiveStatus(state, activity, def.id);
    const read = (
      flag: "readSatisfied" | "readMeasure" | "readCompletion" | "readProgress" | "readRaw" | "readMin" | "readMax",
    ) => def.maps.some((map) => map[flag] === true && state.globals[map.target] !== undefined);
    const entry: LaunchObjective = { id: def.id };
    const score: NonNullable<LaunchObjective["score"]> = {};
    if (read("readSatisfied") && value.satisfied !== undefined)
      entry.success_status = value.satisfied ? "passed" : "failed";
    if (read("readMeasure") && value.measure !== undefined) score.scaled = String(value.measure);
    if (read("readCompletion") && value.completed !== undefined)
      entry.completion_status = value.completed ? "completed" : "incomplete";
    if (read("readProgress") && value.progress !== undefined) entry.progress_measure = String(value.progress);
    if (read("readRaw") && value.raw !== undefined) score.raw = String(value.raw);
    if (read("readMin") && value.min !== undefined) score.min = String(value.min);
    if (read("readMax") && value.max !== undefined) score.max = String(value.max);
    if (Object.keys(score).length > 0) entry.score = score;
    if (Object.keys(entry).length > 1) out.push(entry);
  }
  return out;
}

const record = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});

/** The launch CMI with the globals' values written over its objectives of the same id (added when missing). */
export function withLaunchObjectives(cmi: Json, objectives: LaunchObjective[]): Json {
  if (objectives.length === 0) return cmi;
  const kept = Object.values(record(cmi.objectives)).map(record);
  const byId = new Map(objectives.map((objective) => [objective.id, objective]));
  const merged = kept.map((entry) => {
    const value = typeof entry.id === "string" ? byId.get(entry.id) : undefined;
    if (!value) return entry;
    byId.delete(value.id);
    return { ...entry, ...value, score: { ...record(entry.score), ...value.score } };
  });
  const all = [...merged, ...byId.values()];
  return { ...cmi, objectives: Object.fromEntries(all.map((entry, i) => [String(i), entry])) };
}

/** Whether the package shares its global objectives with the learner's other packages (the standard's default). */
export const globalToSystem = (tree: Tree): boolean => tree.root.sequencing?.objectivesGlobalToSystem !== false;

/** The globals to keep for the learner across packages: none when the package keeps them to itself. */
export function sharedGlobals(tree: Tree, state: SequencingState): Record<string, ObjectiveState> {
  return globalToSystem(tree) ? (JSON.parse(JSON.stringify(state.globals)) as Record<string, ObjectiveState>) : {};
}

/**
 * A state whose globals start from the learner's system-wide ones, for a package that shares them: the learner's
 * values win field by field (every change a package makes is written back to them, so they are the newest; the
 * package's kept state may hold a value another package changed since). A package with
 * objectivesGlobalToSystem="false" starts from its own only.
 */
export function withSharedGlobals(
  tree: Tree,
  state: SequencingState,
  shared: Record<string, ObjectiveState>,
): SequencingState {
  if (!globalToSystem(tree)) return state;
  const globals: Record<string, ObjectiveState> = {};
  for (const [id, value] of Object.entries(shared)) globals[id] = { ...state.globals[id], ...value };
  return { ...state, globals: { ...state.globals, ...globals } };
}

/** The global objective ids the package's objective maps name (what it may read and write system-wide). */
export function globalTargets(tree: Tree): Set<string> {
  const out = new Set<string>();
  for (const activity of tree.byId.values()) {
    for (const def of activity.sequencing?.objectives ?? []) for (const map of def.maps) out.add(map.target);
  }
  return out;
}

/**
 * The fields of the shared globals that changed from `before` to `after`, by objective: what a package writes to
 * the learner's store. Only changes are sent, so a value the package merely read at launch never overwrites one
 * another package wrote since (the store merges field by field).
 */
export function changedGlobals(
  before: Record<string, ObjectiveState>,
  after: Record<string, ObjectiveState>,
): Record<string, ObjectiveState> {
  const out: Record<string, ObjectiveState> = {};
  for (const [id, value] of Object.entries(after)) {
    const changed: Record<string, unknown> = {};
    for (const [field, v] of Object.entries(value)) {
      if (v !== undefined && (before[id] as Record<string, unknown> | undefined)?.[field] !== v) changed[field] = v;
    }
    if (Object.keys(changed).length > 0) out[id] = changed as ObjectiveState;
  }
  return out;
}

/** The learner's store after a package's write: each objective's fields merged (as the server's jsonb ||). */
export function mergeGlobals(
  stored: Record<string, ObjectiveState>,
  written: Record<string, ObjectiveState>,
): Record<string, ObjectiveState> {
  const out = { ...stored };
  for (const [id, value] of Object.entries(written)) out[id] = { ...stored[id], ...value };
  return out;
}
