import { describe, expect, it } from "vitest";
import { launchObjectives, sharedGlobals, withLaunchObjectives, withSharedGlobals } from "./globals";
import { scoOutcome } from "./outcome";
import { displayStatus, outline, sessionDone } from "./outline";
import { cluster, leaf, play } from "./testPlay";
import type { ObjectiveDef, ObjectiveMapDef, RollupRuleDef } from "./types";

const map = (target: string, flags: Partial<ObjectiveMapDef>): ObjectiveMapDef => ({
  target,
  readSatisfied: false,
  readMeasure: false,
  writeSatisfied: false,
  writeMeasure: false,
  ...flags,
});
const primary = (id: string, maps: ObjectiveMapDef[], extra: Partial<ObjectiveDef> = {}): ObjectiveDef[] => [
  { id, primary: true, satisfiedByMeasure: false, minMeasure: 1, maps, ...extra },
];

describe("4th Edition objective maps (adlseq:objectives / adlseq:mapInfo)", () => {
  const writes = map("g", {
    writeCompletion: true,
    writeProgress: true,
    writeRaw: true,
    writeMin: true,
    writeMax: true,
  });
  const reads = map("g", { readCompletion: true, readProgress: true, readRaw: true, readMin: true, readMax: true });

  it("writes completion, progress and raw / min / max to the global; another activity reads them", () => {
    const p = play(
      cluster("root", [
        leaf("a", { objectives: primary("pa", [writes]) }),
        leaf("b", { objectives: primary("pb", [reads]) }),
      ]),
    );
    p.go({ type: "start" });
    p.finish(
      scoOutcome("2004", {
        completion_status: "completed",
        progress_measure: "1",
        score: { raw: "42", min: "0", max: "50" },
      }),
    );
    expect(p.state().globals.g).toMatchObject({ completed: true, progress: 1, raw: 42, min: 0, max: 50 });
    // b was never launched, yet its completion is read from the global: it shows completed.
    const b = p.tree.byId.get("b");
    if (!b) throw new Error("no b");
    expect(displayStatus(p.state(), b)).toBe("completed");
    // What b's SCO finds in cmi.objectives at launch.
    expect(launchObjectives(p.tree, p.state(), "b")).toEqual([
      { id: "pb", completion_status: "completed", progress_measure: "1", score: { raw: "42", min: "0", max: "50" } },
    ]);
    // The rollup reads it too: the root completes once a is done, since b's completion comes from the global.
    expect(p.state().activities.root?.completed).toBe(true);
  });

  it("reads nothing without read flags, and an unknown global never overrides the activity's own status", () => {
    const p = play(
      cluster("root", [
        leaf("a", { objectives: primary("pa", [map("g", { writeCompletion: true })]) }),
        leaf("b", { objectiveSetByContent: true, objectives: primary("pb", [map("other", { readCompletion: true })]) }),
      ]),
    );
    p.go({ type: "start" });
    p.finish({ completion: "incomplete" });
    expect(p.state().globals.g).toEqual({ completed: false });
    expect(launchObjectives(p.tree, p.state(), "b")).toEqual([]);
    p.go({ type: "continue" });
    p.finish({ completion: "completed" });
    expect(outline(p.tree, p.state()).find((e) => e.id === "b")?.status).toBe("completed");
  });

  it("non-primary objectives carry their own completion and scores through cmi.objectives", () => {
    const objectives: ObjectiveDef[] = [
      ...primary("", []),
      {
        id: "obj1",
        primary: false,
        satisfiedByMeasure: false,
        minMeasure: 1,
        maps: [map("g1", { writeCompletion: true, writeRaw: true })],
      },
    ];
    const p = play(cluster("root", [leaf("a", { objectives })]));
    p.go({ type: "start" });
    p.finish(
      scoOutcome("2004", { objectives: { 0: { id: "obj1", completion_status: "completed", score: { raw: "7" } } } }),
    );
    expect(p.state().globals.g1).toEqual({ completed: true, raw: 7 });
  });

  it("the launch CMI gets the globals' values over the objectives it already has", () => {
    const cmi = { objectives: { 0: { id: "pb", success_status: "unknown", score: { scaled: "0.5" } } } };
    expect(
      withLaunchObjectives(cmi, [
        { id: "pb", success_status: "passed", score: { raw: "3" } },
        { id: "new", completion_status: "completed" },
      ]),
    ).toEqual({
      objectives: {
        0: { id: "pb", success_status: "passed", score: { scaled: "0.5", raw: "3" } },
        1: { id: "new", completion_status: "completed" },
      },
    });
    expect(withLaunchObjectives(cmi, [])).toBe(cmi);
  });
});

describe("objectivesGlobalToSystem", () => {
  const tree = (globalToSystem?: boolean) =>
    play(
      cluster(
        "root",
        [leaf("a", { objectives: primary("pa", [map("g", { writeSatisfied: true, readSatisfied: true })]) })],
        {
          flow: true,
          ...(globalToSystem === undefined ? {} : { objectivesGlobalToSystem: globalToSystem }),
        },
      ),
    );

  it("by default the package shares its globals with the learner's other packages", () => {
    const p = tree();
    p.go({ type: "start" });
    p.finish({ success: "passed" });
    expect(sharedGlobals(p.tree, p.state())).toEqual({ g: { satisfied: true } });
    const q = tree();
    const seeded = withSharedGlobals(q.tree, q.state(), { g: { satisfied: false } });
    expect(seeded.globals.g).toEqual({ satisfied: false });
  });

  it('objectivesGlobalToSystem="false" keeps them to the package\'s attempt', () => {
    const p = tree(false);
    p.go({ type: "start" });
    p.finish({ success: "passed" });
    expect(p.state().globals.g).toEqual({ satisfied: true });
    expect(sharedGlobals(p.tree, p.state())).toEqual({});
    expect(withSharedGlobals(p.tree, p.state(), { g: { satisfied: false } }).globals.g).toEqual({ satisfied: true });
  });
});

describe("rollup considerations (adlseq:rollupConsiderations)", () => {
  const satisfiedRule: RollupRuleDef = {
    childSet: "all",
    combination: "any",
    conditions: [{ condition: "satisfied" }],
    action: "satisfied",
  };

  it("requiredForSatisfied ifNotSuspended leaves out children not attempted or suspended", () => {
    const p = play(
      cluster("root", [leaf("a"), leaf("b", { requiredForSatisfied: "ifNotSuspended" })], {
        flow: true,
        rollupRules: [satisfiedRule],
      }),
    );
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "passed" });
    // b was never attempted: only a counts, so the root is satisfied.
    expect(p.state().activities.root?.primary?.satisfied).toBe(true);
  });

  it("requiredForSatisfied ifAttempted / always: an unattempted child keeps the root unsatisfied", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b")], { flow: true, rollupRules: [satisfiedRule] }));
    p.go({ type: "start" });
    p.finish({ completion: "completed", success: "passed" });
    expect(p.state().activities.root?.primary?.satisfied).toBeUndefined();
  });

  it("measureSatisfactionIfActive false: an active cluster's measure decides nothing until its attempt ends", () => {
    const measured = primary("", [], { satisfiedByMeasure: true, minMeasure: 0.6 });
    const module = cluster("m", [leaf("a"), leaf("b")], {
      flow: true,
      objectives: measured,
      measureSatisfactionIfActive: false,
    });
    const p = play(cluster("root", [module, leaf("c")]));
    p.go({ type: "start" });
    p.finish({ completion: "completed", scaled: 0.9 });
    expect(p.state().activities.m?.primary?.measure).toBe(0.45);
    expect(p.state().activities.m?.primary?.satisfied).toBeUndefined();
    p.go({ type: "continue" });
    p.finish({ completion: "completed", scaled: 0.9 });
    expect(p.state().activities.m?.primary?.satisfied).toBeUndefined();
    p.go({ type: "continue" });
    // m's attempt ended when the learner moved on: its measure (0.9) now satisfies it.
    expect(p.state().activities.m?.primary?.satisfied).toBe(true);
    expect(sessionDone(p.tree, p.state())).toBe(false);
  });
});
