import { describe, expect, it } from "vitest";
import { recordOutcome, restartedScos } from "./attempts";
import { navigate } from "./navigate";
import { buildTree, emptyState } from "./tree";
import type { ActivityDef, NavRequest, ScoOutcome, SequencingDef, SequencingState } from "./types";

const leaf = (id: string, sequencing?: SequencingDef): ActivityDef => ({
  id,
  title: id,
  sco: `sco-${id}`,
  children: [],
  ...(sequencing ? { sequencing } : {}),
});

/** Plays a tree and answers, for each request, the SCOs whose data must start afresh at that delivery. */
function play(children: ActivityDef[]) {
  const tree = buildTree({ id: "root", title: "root", children, sequencing: { flow: true, choice: true } });
  let state: SequencingState = emptyState();
  return {
    state: () => state,
    go(request: NavRequest): string[] {
      const result = navigate(tree, state, request);
      if (!result.ok) throw new Error(result.error);
      const restarted = restartedScos(tree, state, result.state);
      state = result.state;
      return restarted;
    },
    finish(outcome: ScoOutcome) {
      const next = JSON.parse(JSON.stringify(state)) as SequencingState;
      recordOutcome(tree, next, state.current as string, outcome, true);
      state = next;
    },
  };
}

describe("a SCO delivered again: fresh run-time data for a new attempt, kept for a resumed one", () => {
  it("remediation: a failed test sends the learner back to the content, which starts a new attempt", () => {
    const failed = { combination: "all" as const, conditions: [{ condition: "satisfied" as const, not: true }] };
    const p = play([leaf("content"), leaf("test", { post: [{ ...failed, action: "previous" }] })]);
    expect(p.go({ type: "start" })).toEqual([]);
    p.finish({ completion: "completed" });
    expect(p.go({ type: "continue" })).toEqual([]);
    p.finish({ completion: "completed", success: "failed" });
    expect(p.go({ type: "continue" })).toEqual(["sco-content"]);
    expect(p.state().current).toBe("content");
    expect(p.state().activities.content?.attempts).toBe(2);
  });

  it("a retry post condition restarts the SCO it retries", () => {
    const retry = { combination: "all" as const, conditions: [{ condition: "satisfied" as const, not: true }] };
    const p = play([leaf("a", { post: [{ ...retry, action: "retry" }] }), leaf("b")]);
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "failed" });
    expect(p.go({ type: "continue" })).toEqual(["sco-a"]);
  });

  it("an activity the SCO left with cmi.exit = suspend resumes: same attempt, data kept", () => {
    const p = play([leaf("a"), leaf("b")]);
    p.go({ type: "start" });
    p.finish({ completion: "incomplete", suspend: true });
    expect(p.state().activities.a?.suspended).toBe(true);
    expect(p.go({ type: "choice", target: "b" })).toEqual([]);
    p.finish({ completion: "completed" });
    expect(p.go({ type: "choice", target: "a" })).toEqual([]);
    expect(p.state().activities.a).toMatchObject({ attempts: 1, active: true });
    expect(p.state().activities.a?.suspended).toBeUndefined();
    // Left normally this time: choosing it again is a new attempt.
    p.finish({ completion: "completed" });
    p.go({ type: "choice", target: "b" });
    expect(p.go({ type: "choice", target: "a" })).toEqual(["sco-a"]);
  });

  it("suspendAll and resumeAll keep the attempt", () => {
    const p = play([leaf("a"), leaf("b")]);
    p.go({ type: "start" });
    expect(p.go({ type: "suspendAll" })).toEqual([]);
    expect(p.go({ type: "resumeAll" })).toEqual([]);
    expect(p.state().activities.a?.attempts).toBe(1);
  });
});
