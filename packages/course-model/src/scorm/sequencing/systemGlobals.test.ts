import { describe, expect, it } from "vitest";
import { changedGlobals, globalTargets, mergeGlobals, withSharedGlobals } from "./globals";
import { cluster, leaf, play } from "./testPlay";
import type { ObjectiveMapDef } from "./types";

const map = (target: string): ObjectiveMapDef => ({
  target,
  readSatisfied: true,
  readMeasure: false,
  writeSatisfied: true,
  writeMeasure: false,
});

describe("the learner's system-wide global objectives", () => {
  it("only the fields a package changed are written back", () => {
    expect(
      changedGlobals(
        { g: { satisfied: false, measure: 0.2 }, h: { satisfied: true } },
        { g: { satisfied: true, measure: 0.2 }, h: { satisfied: true }, k: { completed: true, raw: undefined } },
      ),
    ).toEqual({ g: { satisfied: true }, k: { completed: true } });
    expect(changedGlobals({ g: { satisfied: true } }, { g: { satisfied: true } })).toEqual({});
  });

  it("a write merges into the learner's store field by field, other objectives kept", () => {
    const stored = { g: { satisfied: false, measure: 0.2 }, h: { completed: true } };
    expect(mergeGlobals(stored, { g: { satisfied: true }, k: { raw: 3 } })).toEqual({
      g: { satisfied: true, measure: 0.2 },
      h: { completed: true },
      k: { raw: 3 },
    });
    expect(stored.g).toEqual({ satisfied: false, measure: 0.2 });
  });

  it("the learner's values win over those the package kept, field by field", () => {
    const p = play(cluster("root", [leaf("a", { objectives: [] })], { flow: true }));
    const kept = { ...p.state(), globals: { g: { satisfied: false, measure: 0.4 }, own: { satisfied: true } } };
    expect(withSharedGlobals(p.tree, kept, { g: { satisfied: true } }).globals).toEqual({
      g: { satisfied: true, measure: 0.4 },
      own: { satisfied: true },
    });
  });

  it("names the targets of every objective map in the package", () => {
    const p = play(
      cluster("root", [
        leaf("a", {
          objectives: [{ id: "pa", primary: true, satisfiedByMeasure: false, minMeasure: 1, maps: [map("g")] }],
        }),
        leaf("b", {
          objectives: [
            { id: "pb", primary: true, satisfiedByMeasure: false, minMeasure: 1, maps: [map("g"), map("h")] },
          ],
        }),
      ]),
    );
    expect([...globalTargets(p.tree)].sort()).toEqual(["g", "h"]);
  });
});
