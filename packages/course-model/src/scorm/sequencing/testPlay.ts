// Test helpers for the engine's tests: tiny trees and a learner playing them (not exported from the package).
import { recordOutcome } from "./attempts";
import { navigate } from "./navigate";
import type { Random } from "./selection";
import { buildTree, emptyState } from "./tree";
import type { ActivityDef, NavRequest, ScoOutcome, SequencingDef, SequencingState } from "./types";

export const leaf = (id: string, sequencing?: SequencingDef): ActivityDef => ({
  id,
  title: id.toUpperCase(),
  sco: id,
  children: [],
  ...(sequencing ? { sequencing } : {}),
});

export const cluster = (
  id: string,
  children: ActivityDef[],
  sequencing: SequencingDef = { flow: true },
): ActivityDef => ({
  id,
  title: id,
  children,
  sequencing,
});

/** A seeded source of numbers (mulberry32), so a shuffle is the same on every run. */
export function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function play(root: ActivityDef, random: Random = seeded(1)) {
  const tree = buildTree(root);
  let state: SequencingState = emptyState();
  return {
    tree,
    state: () => state,
    setState(next: SequencingState) {
      state = next;
    },
    go(request: NavRequest): string | null {
      const result = navigate(tree, state, request, random);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      return result.deliver;
    },
    error(request: NavRequest): string | undefined {
      const result = navigate(tree, state, request, random);
      return result.ok ? undefined : result.error;
    },
    finish(outcome: ScoOutcome = {}) {
      const next = JSON.parse(JSON.stringify(state)) as SequencingState;
      recordOutcome(tree, next, state.current as string, outcome, true);
      state = next;
    },
  };
}
