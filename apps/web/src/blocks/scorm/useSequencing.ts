import {
  type ActivityDef,
  buildTree,
  changedGlobals,
  emptyState,
  freshSession,
  globalTargets,
  hasSequencing,
  mergeGlobals,
  type NavRequest,
  navigate,
  parseNavRequest,
  recordOutcome,
  requestValid,
  restartedScos,
  type ScormVersion,
  type SequencingState,
  scoOutcome,
  sessionDone,
  sharedGlobals,
  withSharedGlobals,
  withSimpleFlow,
} from "@coursewright/course-model";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { announceGlobals, onGlobals } from "./globalsChannel";
import type { ScoStates } from "./scoStates";

type Json = Record<string, unknown>;

/** The state a launch begins with: resume a suspended session, go on where the learner was, else start. */
function opening(tree: ReturnType<typeof buildTree>, kept: SequencingState | null): SequencingState {
  const state = kept ?? emptyState();
  if (state.current || state.ended) return state;
  const request: NavRequest = state.suspended ? { type: "resumeAll" } : { type: "start" };
  const result = navigate(tree, state, request);
  if (result.ok) return result.state;
  // SN's default (flow off on the organization) delivers nothing at start: as LMSs do, open the first leaf the
  // learner could choose in the tree.
  for (const leaf of tree.leaves) {
    const chosen = navigate(tree, state, { type: "choice", target: leaf.id });
    if (chosen.ok && chosen.deliver) return chosen.state;
  }
  return state;
}

export interface Sequencing {
  tree: ReturnType<typeof buildTree>;
  state: SequencingState;
  /** The package defines IMS SS sequencing (else: document order, free choice, done when every SCO is). */
  sequenced: boolean;
  /** The SCO to show, or null (session ended or suspended). */
  currentSco: string | null;
  done: boolean;
  canPrevious: boolean;
  canNext: boolean;
  /** A SCO reported data (`ending`: its Terminate), with the adl.nav.request it left. */
  report(sco: string, cmi: Json, ending: boolean, navRequest?: string): void;
  /** A request of the learner (buttons, tree). */
  request(request: NavRequest): void;
  /** "Start again" after the session ended: a new attempt on the package, every SCO afresh. */
  startAgain(): void;
}

/**
 * The sequencing of a multi-SCO package in the SCORM block (issue 16 items 5 and 6). The state is kept in a
 * ref too: a SCO's finish report and the learner's request that caused it arrive in one tick.
 */
export function useSequencing(def: ActivityDef, version: ScormVersion, kept: ScoStates): Sequencing {
  const sequenced = useMemo(() => hasSequencing(def), [def]);
  const tree = useMemo(() => buildTree(sequenced ? def : withSimpleFlow(def)), [def, sequenced]);
  const latest = useRef<SequencingState | null>(null);
  // SCORM 2004: a new attempt on a SCO's activity starts its run-time data afresh (a resumed one keeps it). A 1.2
  // SCO knows no attempts: as Moodle does, it gets its data back within the course's attempt.
  const restart = useCallback(
    (before: SequencingState, after: SequencingState) => {
      if (version === "1.2") return;
      for (const sco of restartedScos(tree, before, after)) kept.restart(sco);
    },
    [tree, version, kept],
  );
  const arranged = useRef(false);
  // The learner's shared globals as the package last saw them: its saves send only what changed since, so a value
  // it merely read never overwrites one another package wrote in the meantime.
  const sentGlobals = useRef<SequencingState["globals"]>({});
  const [state, setState] = useState<SequencingState>(() => {
    const stored = kept.sequencing();
    // The objectives its maps name start from the learner's (objectivesGlobalToSystem; none when "false").
    const targets = globalTargets(tree);
    const learners = Object.fromEntries(Object.entries(kept.systemGlobals()).filter(([id]) => targets.has(id)));
    const seeded = withSharedGlobals(tree, stored ?? emptyState(), learners);
    sentGlobals.current = sharedGlobals(tree, seeded);
    const initial = opening(tree, seeded);
    restart(stored ?? emptyState(), initial);
    latest.current = initial;
    // randomizationControls arranged children at this opening: the learner's order is kept at once, so a reload
    // before any SCO finishes shows the same one.
    arranged.current = JSON.stringify(initial.orders ?? null) !== JSON.stringify(stored?.orders ?? null);
    return initial;
  });
  /** This block, as the other blocks' announcements name it. */
  const self = useRef({});
  /** Keeps the state, with the fields of the learner's shared globals it changed (told to the page's blocks). */
  const save = useCallback(
    (next: SequencingState) => {
      const shared = sharedGlobals(tree, next);
      const changed = changedGlobals(sentGlobals.current, shared);
      kept.saveSequencing(next, changed);
      sentGlobals.current = shared;
      announceGlobals(self.current, changed);
    },
    [tree, kept],
  );
  // Another block of the page changed the learner's globals: those this package maps are taken in (not sent back).
  useEffect(
    () =>
      onGlobals(self.current, (changed) => {
        const base = latest.current;
        const targets = globalTargets(tree);
        const mine = Object.fromEntries(Object.entries(changed).filter(([id]) => targets.has(id)));
        if (!base || Object.keys(mine).length === 0) return;
        const next = withSharedGlobals(tree, base, mine);
        if (next === base) return;
        sentGlobals.current = mergeGlobals(sentGlobals.current, mine);
        latest.current = next;
        setState(next);
      }),
    [tree],
  );
  useEffect(() => {
    if (!arranged.current || !latest.current) return;
    arranged.current = false;
    save(latest.current);
  }, [save]);

  const commit = useCallback(
    (next: SequencingState, persist: boolean) => {
      restart(latest.current ?? next, next);
      latest.current = next;
      setState(next);
      if (persist) save(next);
    },
    [save, restart],
  );

  const request = useCallback(
    (nav: NavRequest) => {
      const result = navigate(tree, latest.current ?? state, nav);
      if (result.ok) commit(result.state, true);
    },
    [tree, state, commit],
  );

  const startAgain = useCallback(() => {
    const result = navigate(tree, freshSession(latest.current ?? state), { type: "start" });
    if (result.ok) commit(result.state, true);
  }, [tree, state, commit]);

  const report = useCallback(
    (sco: string, cmi: Json, ending: boolean, navRequest?: string) => {
      const base = latest.current ?? state;
      const activity = tree.leaves.find((leaf) => leaf.sco === sco);
      if (!activity) return;
      const next = JSON.parse(JSON.stringify(base)) as SequencingState;
      recordOutcome(tree, next, activity.id, scoOutcome(version, cmi), ending);
      commit(next, ending);
      // The runtime already refused a value outside the vocabulary (406); `_none_` waits for the learner.
      const parsed = ending && navRequest ? parseNavRequest(navRequest) : null;
      if (parsed && parsed !== "invalid") request(parsed);
    },
    [tree, state, version, commit, request],
  );

  const current = state.current ? tree.byId.get(state.current) : undefined;
  const done = sequenced ? sessionDone(tree, state) : state.activities[tree.root.id]?.completed === true;
  return {
    tree,
    state,
    sequenced,
    currentSco: current?.sco ?? null,
    done,
    canPrevious: requestValid(tree, state, { type: "previous" }),
    canNext: state.current !== null && requestValid(tree, state, { type: "continue" }),
    report,
    request,
    startAgain,
  };
}
