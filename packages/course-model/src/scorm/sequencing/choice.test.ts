import { describe, expect, it } from "vitest";
import { outline, targetValidity } from "./outline";
import { cluster, leaf, play } from "./testPlay";
import type { SequencingDef } from "./types";

// Modelled on ADL's golf "Constrained Choice" example: four modules of two SCOs each, choice and flow on.
const modules = (sequencing: SequencingDef) =>
  cluster(
    "root",
    ["m1", "m2", "m3", "m4"].map((m) => cluster(m, [leaf(`${m}a`), leaf(`${m}b`)], { flow: true, ...sequencing })),
    { flow: true, choice: true },
  );

describe("constrained choice (adlseq:constrainedChoiceConsiderations)", () => {
  it("constrainChoice: from inside a module only the module itself, the next and the previous one may be chosen", () => {
    const p = play(modules({ constrainChoice: true }));
    p.go({ type: "start" });
    p.go({ type: "choice", target: "m2a" });
    // Within the module: free, the current activity included.
    expect(p.error({ type: "choice", target: "m2b" })).toBeUndefined();
    expect(p.error({ type: "choice", target: "m2a" })).toBeUndefined();
    // The next module and the previous one.
    expect(p.error({ type: "choice", target: "m3b" })).toBeUndefined();
    expect(p.error({ type: "choice", target: "m1a" })).toBeUndefined();
    // Beyond them: refused.
    expect(p.error({ type: "choice", target: "m4a" })).toBe("SB.2.9-7");
    expect(p.error({ type: "choice", target: "m4" })).toBe("SB.2.9-7");
    // Flow is not constrained.
    p.finish({ completion: "completed" });
    expect(p.go({ type: "continue" })).toBe("m2b");
    expect(p.go({ type: "continue" })).toBe("m3a");
    expect(p.error({ type: "choice", target: "m1a" })).toBe("SB.2.9-7");
    expect(p.go({ type: "choice", target: "m4a" })).toBe("m4a");
  });

  it("without constrainChoice every module stays choosable", () => {
    const p = play(modules({}));
    p.go({ type: "start" });
    expect(p.go({ type: "choice", target: "m4b" })).toBe("m4b");
  });

  it("preventActivation: a module that is not active cannot be entered by choice, only by flow", () => {
    const p = play(modules({ preventActivation: true }));
    p.go({ type: "start" });
    expect(p.state().current).toBe("m1a");
    expect(p.error({ type: "choice", target: "m1b" })).toBeUndefined();
    expect(p.error({ type: "choice", target: "m2a" })).toBe("SB.2.9-6");
    expect(p.error({ type: "choice", target: "m3" })).toBe("SB.2.9-6");
    p.go({ type: "continue" });
    expect(p.go({ type: "continue" })).toBe("m2a");
    // m2 is active now: its SCOs may be chosen; m1 is no longer active.
    expect(p.error({ type: "choice", target: "m2b" })).toBeUndefined();
    expect(p.error({ type: "choice", target: "m1a" })).toBe("SB.2.9-6");
  });

  it("the tree marks what may be chosen; targetValidity answers adl.nav.request_valid.choice and .jump", () => {
    const p = play(modules({ constrainChoice: true }));
    p.go({ type: "start" });
    const choosable = outline(p.tree, p.state())
      .filter((entry) => entry.choosable)
      .map((entry) => entry.id);
    expect(choosable).toEqual(["m1", "m1a", "m1b", "m2", "m2a", "m2b"]);
    const choice = targetValidity(p.tree, p.state(), "choice");
    expect(choice("m2a")).toBe(true);
    expect(choice("m3a")).toBe(false);
    expect(choice("nope")).toBe(false);
    // A jump ignores choice constraints (SN: it is the SCO's own navigation).
    const jump = targetValidity(p.tree, p.state(), "jump");
    expect(jump("m4b")).toBe(true);
    expect(jump("nope")).toBe(false);
  });

  it("a hidden, disabled or choice-off target is refused by the validity function too", () => {
    const always = [{ condition: "always" as const }];
    const p = play(
      cluster(
        "root",
        [
          leaf("a"),
          leaf("b", { pre: [{ combination: "all", conditions: always, action: "hiddenFromChoice" }] }),
          leaf("c", { pre: [{ combination: "all", conditions: always, action: "disabled" }] }),
          cluster("m", [leaf("d")], { flow: true, choice: false }),
        ],
        { flow: true },
      ),
    );
    p.go({ type: "start" });
    const valid = targetValidity(p.tree, p.state(), "choice");
    expect(["a", "b", "c", "d"].map(valid)).toEqual([true, false, false, false]);
  });
});
