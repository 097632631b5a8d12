import { describe, expect, it } from "vitest";
import { recordOutcome } from "./attempts";
import { navigate, parseNavRequest } from "./navigate";
import { outline, requestValid, sessionDone } from "./outline";
import { buildTree, emptyState } from "./tree";
import type { ActivityDef, NavRequest, ScoOutcome, SequencingDef, SequencingState } from "./types";

const leaf = (id: string, sequencing?: SequencingDef): ActivityDef => ({
  id,
  title: id.toUpperCase(),
  sco: id,
  children: [],
  ...(sequencing ? { sequencing } : {}),
});
const cluster = (id: string, children: ActivityDef[], sequencing: SequencingDef = { flow: true }): ActivityDef => ({
  id,
  title: id,
  children,
  sequencing,
});

function play(root: ActivityDef) {
  const tree = buildTree(root);
  let state: SequencingState = emptyState();
  return {
    tree,
    state: () => state,
    go(request: NavRequest): string | null {
      const result = navigate(tree, state, request);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      return result.deliver;
    },
    error(request: NavRequest): string | undefined {
      const result = navigate(tree, state, request);
      return result.ok ? undefined : result.error;
    },
    finish(outcome: ScoOutcome = {}) {
      const next = JSON.parse(JSON.stringify(state)) as SequencingState;
      recordOutcome(tree, next, state.current as string, outcome, true);
      state = next;
    },
  };
}

const done: ScoOutcome = { completion: "completed" };

describe("navigation requests", () => {
  it("starts at the first leaf and flows forward and back", () => {
    const p = play(cluster("root", [leaf("a"), cluster("m", [leaf("b"), leaf("c")]), leaf("d")]));
    expect(p.go({ type: "start" })).toBe("a");
    expect(p.error({ type: "start" })).toBe("NB.2.1-1");
    p.finish(done);
    expect(p.go({ type: "continue" })).toBe("b");
    expect(p.go({ type: "continue" })).toBe("c");
    expect(p.go({ type: "continue" })).toBe("d");
    expect(p.go({ type: "previous" })).toBe("c");
    expect(p.state().activities.c?.attempts).toBe(2);
  });

  it("answers the SN codes for requests that cannot be honoured, and never throws", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b")], { flow: true, choice: false }));
    expect(p.error({ type: "continue" })).toBe("NB.2.1-2");
    expect(p.error({ type: "resumeAll" })).toBe("NB.2.1-3");
    expect(p.error({ type: "exitAll" })).toBe("NB.2.1-14");
    expect(p.error({ type: "suspendAll" })).toBe("NB.2.1-17");
    p.go({ type: "start" });
    expect(p.error({ type: "previous" })).toBe("SB.2.1-3");
    expect(p.error({ type: "choice", target: "b" })).toBe("SB.2.9-4");
    expect(p.error({ type: "choice", target: "nope" })).toBe("SB.2.9-1");
    expect(p.error({ type: "jump", target: "nope" })).toBe("NB.2.1-11");
    expect(p.error({ type: "dance" } as unknown as NavRequest)).toBe("NB.2.1-18");
    expect(parseNavRequest("dance")).toBe("invalid");
    expect(parseNavRequest("{target=b}choice")).toEqual({ type: "choice", target: "b" });
    expect(parseNavRequest("{target=}choice")).toBe("invalid");
    expect(parseNavRequest("_none_")).toBeNull();
  });

  it("continuing past the last activity ends the session; the root's rollup decides", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b")]));
    p.go({ type: "start" });
    p.finish(done);
    p.go({ type: "continue" });
    expect(sessionDone(p.tree, p.state())).toBe(false);
    p.finish(); // no status: completionSetByContent false lets the LMS complete it
    expect(sessionDone(p.tree, p.state())).toBe(true);
    expect(p.go({ type: "continue" })).toBeNull();
    expect(p.state().ended).toBe(true);
  });

  it("suspends and resumes the same activity", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b")]));
    p.go({ type: "start" });
    p.go({ type: "continue" });
    expect(p.go({ type: "suspendAll" })).toBeNull();
    expect(p.state().suspended).toBe("b");
    expect(p.go({ type: "resumeAll" })).toBe("b");
    expect(p.state().activities.b?.attempts).toBe(1);
  });

  it("honours choice and jump where allowed, forwardOnly forbids going back", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b"), leaf("c")], { flow: true, forwardOnly: true }));
    p.go({ type: "start" });
    expect(p.go({ type: "choice", target: "c" })).toBe("c");
    expect(p.error({ type: "previous" })).toBe("NB.2.1-5");
    expect(p.go({ type: "jump", target: "a" })).toBe("a");
  });
});

describe("precondition rules and limits", () => {
  it("skips, disables and hides activities", () => {
    const always = [{ condition: "always" as const }];
    const p = play(
      cluster("root", [
        leaf("a"),
        leaf("b", { pre: [{ combination: "all", conditions: always, action: "skip" }] }),
        leaf("c", { pre: [{ combination: "all", conditions: always, action: "hiddenFromChoice" }] }),
        leaf("d", { pre: [{ combination: "all", conditions: always, action: "disabled" }] }),
      ]),
    );
    p.go({ type: "start" });
    expect(p.go({ type: "continue" })).toBe("c");
    expect(p.error({ type: "continue" })).toBe("SB.2.2-2");
    expect(p.error({ type: "choice", target: "c" })).toBe("SB.2.9-3");
    expect(p.error({ type: "choice", target: "d" })).toBe("SB.2.9-5");
    const entries = outline(p.tree, p.state());
    expect(entries.map((e) => e.id)).toEqual(["a", "b", "d"]);
    expect(entries.find((e) => e.id === "d")?.disabled).toBe(true);
  });

  it("stops at the attempt limit", () => {
    const p = play(cluster("root", [leaf("a", { attemptLimit: 1 }), leaf("b")]));
    p.go({ type: "start" });
    p.go({ type: "continue" });
    expect(p.error({ type: "previous" })).toBe("SB.2.2-2");
    expect(requestValid(p.tree, p.state(), { type: "choice", target: "a" })).toBe(false);
  });

  it("reads an objective satisfied by measure", () => {
    const objectives = [{ id: "o", primary: true, satisfiedByMeasure: true, minMeasure: 0.8, maps: [] }];
    const p = play(cluster("root", [leaf("a", { objectives })]));
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "passed", scaled: 0.5 });
    expect(outline(p.tree, p.state())[0]?.status).toBe("failed");
  });
});

describe("post conditions and rollup", () => {
  const failedOnce = [{ condition: "satisfied" as const, not: true }];
  it("retries a failed activity and follows continue / previous actions", () => {
    const p = play(
      cluster("root", [
        leaf("a", { post: [{ combination: "all", conditions: failedOnce, action: "retry" }] }),
        leaf("b", { post: [{ combination: "all", conditions: [{ condition: "always" }], action: "previous" }] }),
      ]),
    );
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "failed" });
    expect(p.go({ type: "continue" })).toBe("a");
    p.finish({ completion: "completed", success: "passed" });
    expect(p.go({ type: "continue" })).toBe("b");
    p.finish(done);
    expect(p.go({ type: "continue" })).toBe("a");
  });

  it("exit action rules exit the cluster; rollup rules count children", () => {
    const p = play(
      cluster("root", [
        cluster("m", [leaf("a"), leaf("b"), leaf("c")], {
          flow: true,
          exit: [{ combination: "all", conditions: [{ condition: "satisfied" }], action: "exit" }],
          rollupRules: [
            {
              childSet: "atLeastCount",
              minimumCount: 2,
              combination: "any",
              conditions: [{ condition: "satisfied" }],
              action: "satisfied",
            },
          ],
        }),
        leaf("d"),
      ]),
    );
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "passed" });
    expect(p.go({ type: "continue" })).toBe("b");
    p.finish({ completion: "completed", success: "passed" });
    // m is satisfied (2 of 3): its exit rule ends it, and the flow goes on after it.
    expect(p.go({ type: "continue" })).toBe("d");
  });

  it("global objectives carry satisfaction from one activity to another", () => {
    const map = { target: "g", readSatisfied: true, readMeasure: true, writeSatisfied: true, writeMeasure: false };
    const objective = (write: boolean) => [
      { id: "o", primary: true, satisfiedByMeasure: false, minMeasure: 1, maps: [{ ...map, writeSatisfied: write }] },
    ];
    const skip = [
      { combination: "all" as const, conditions: [{ condition: "satisfied" as const }], action: "skip" as const },
    ];
    const p = play(
      cluster("root", [
        leaf("test", { objectives: objective(true) }),
        leaf("content", { objectives: objective(false), pre: skip }),
        leaf("end"),
      ]),
    );
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "passed" });
    expect(p.state().globals.g).toEqual({ satisfied: true });
    expect(p.go({ type: "continue" })).toBe("end");
  });
});
