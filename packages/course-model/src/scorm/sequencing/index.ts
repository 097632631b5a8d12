export { recordOutcome, restartedScos } from "./attempts";
export {
  changedGlobals,
  globalTargets,
  globalToSystem,
  type LaunchObjective,
  launchObjectives,
  mergeGlobals,
  sharedGlobals,
  withLaunchObjectives,
  withSharedGlobals,
} from "./globals";
export { navigate, parseNavRequest } from "./navigate";
export { type NavValidity, navValidity } from "./navValidity";
export { scoOutcome } from "./outcome";
export {
  type ActivityDisplayStatus,
  displayStatus,
  type OutlineEntry,
  outline,
  requestValid,
  sessionDone,
  targetValidity,
} from "./outline";
export { scoAttemptLimit } from "./scoAttemptLimit";
export type { Random } from "./selection";
export { hasSequencing, withSimpleFlow } from "./simple";
export { freshSession } from "./startAgain";
export { objectiveStateSchema, SEQUENCING_STATE_KEY, sequencingStateSchema } from "./stateSchema";
export { buildTree, emptyState, type Tree } from "./tree";
export * from "./types";
