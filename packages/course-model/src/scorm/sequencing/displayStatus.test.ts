import { describe, expect, it } from "vitest";
import { objectiveStatus } from "./objectives";
import { scoOutcome } from "./outcome";
import { displayStatus } from "./outline";
import { sequencingStateSchema } from "./stateSchema";
import { cluster, leaf, play } from "./testPlay";
import type { ActivityDef } from "./types";

const byId = (p: ReturnType<typeof play>, id: string): ActivityDef => {
  const activity = p.tree.byId.get(id);
  if (!activity) throw new Error(`no ${id}`);
  return activity;
};

// What the learner's tree says: "passed" / "failed" only when a SCO judged the attempt (a test, a score), never
// for the objective SN counts satisfied by default when a SCO ends without a success status.
describe("displayStatus for the learner", () => {
  it("a 1.2 SCO that sets no status (RuntimeMinimumCalls): completed, though the engine counts it satisfied", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b")]));
    p.go({ type: "start" });
    p.finish(scoOutcome("1.2", { core: { lesson_status: "not attempted" } }));
    const a = byId(p, "a");
    // The engine's own semantics are untouched: SN's default makes the objective satisfied.
    expect(objectiveStatus(p.state(), a).satisfied).toBe(true);
    expect(displayStatus(p.state(), a)).toBe("completed");
    // Nor does the cluster it rolls up into say passed.
    expect(displayStatus(p.state(), byId(p, "root"))).not.toBe("passed");
  });

  it("an asset (completed once launched): completed", () => {
    const p = play(cluster("root", [leaf("a")]));
    p.go({ type: "start" });
    p.finish(scoOutcome("1.2", { core: { lesson_status: "completed" } }));
    expect(displayStatus(p.state(), byId(p, "a"))).toBe("completed");
    expect(displayStatus(p.state(), byId(p, "root"))).toBe("completed");
  });

  it("1.2 lesson_status passed / failed set by the SCO: passed / failed", () => {
    const passed = play(cluster("root", [leaf("a")]));
    passed.go({ type: "start" });
    passed.finish(scoOutcome("1.2", { core: { lesson_status: "passed" } }));
    expect(displayStatus(passed.state(), byId(passed, "a"))).toBe("passed");
    // The rollup of a tested SCO shows it too.
    expect(displayStatus(passed.state(), byId(passed, "root"))).toBe("passed");

    const failed = play(cluster("root", [leaf("a")]));
    failed.go({ type: "start" });
    failed.finish(scoOutcome("1.2", { core: { lesson_status: "failed" } }));
    expect(displayStatus(failed.state(), byId(failed, "a"))).toBe("failed");
  });

  it("2004: success_status set by the SCO shows; completion alone does not", () => {
    const p = play(cluster("root", [leaf("a"), leaf("b")]));
    p.go({ type: "start" });
    p.finish(scoOutcome("2004", { completion_status: "completed", success_status: "unknown" }));
    expect(displayStatus(p.state(), byId(p, "a"))).toBe("completed");
    p.go({ type: "continue" });
    p.finish(scoOutcome("2004", { completion_status: "completed", success_status: "failed" }));
    expect(displayStatus(p.state(), byId(p, "b"))).toBe("failed");
    expect(displayStatus(p.state(), byId(p, "a"))).toBe("completed");
  });

  it("a score that satisfies the objective by measure counts as a test", () => {
    const objectives = [{ id: "o", primary: true, satisfiedByMeasure: true, minMeasure: 0.5, maps: [] }];
    const p = play(cluster("root", [leaf("a", { objectives })]));
    p.go({ type: "start" });
    p.finish(scoOutcome("2004", { completion_status: "completed", score: { scaled: "0.8" } }));
    expect(displayStatus(p.state(), byId(p, "a"))).toBe("passed");
  });

  it("the mark is kept with the stored state", () => {
    const p = play(cluster("root", [leaf("a")]));
    p.go({ type: "start" });
    p.finish(scoOutcome("1.2", { core: { lesson_status: "passed" } }));
    const stored = sequencingStateSchema.parse(JSON.parse(JSON.stringify(p.state())));
    expect(stored.activities.a?.tested).toBe(true);
  });
});
