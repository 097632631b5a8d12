import { describe, expect, it } from "vitest";
import { outline, requestValid, sessionDone } from "./outline";
import { sequencingStateSchema } from "./stateSchema";
import { cluster, leaf, play, seeded } from "./testPlay";
import type { SequencingDef } from "./types";

const five = () => ["a", "b", "c", "d", "e"].map((id) => leaf(id));
const ids = (p: ReturnType<typeof play>) => outline(p.tree, p.state()).map((entry) => entry.id);

describe("randomizationControls (IMS SS SR.1 select children, SR.2 randomize children)", () => {
  it("reorders once: the learner's order is kept with the state for the whole attempt and after it", () => {
    const controls: SequencingDef = { flow: true, randomizationTiming: "once", reorderChildren: true };
    const p = play(cluster("root", five(), controls), seeded(7));
    const first = p.go({ type: "start" });
    const order = p.state().orders?.root?.ids ?? [];
    expect([...order].sort()).toEqual(["a", "b", "c", "d", "e"]);
    expect(order).not.toEqual(["a", "b", "c", "d", "e"]);
    expect(first).toBe(order[0]);
    expect(ids(p)).toEqual(order);
    // Flow follows the learner's order, not the manifest's.
    p.finish({ completion: "completed" });
    expect(p.go({ type: "continue" })).toBe(order[1]);
    // A new attempt of the root (the session ended, started again) keeps the "once" order.
    p.go({ type: "exitAll" });
    p.go({ type: "start" });
    expect(p.state().orders?.root?.ids).toEqual(order);
    // The stored state (as the block saves it) passes its schema with the order.
    expect(sequencingStateSchema.parse(p.state()).orders?.root?.ids).toEqual(order);
  });

  it("selects selectCount children once, in the manifest's order, and leaves the others out of the tree", () => {
    const p = play(cluster("root", five(), { flow: true, selectionTiming: "once", selectCount: 3 }), seeded(3));
    p.go({ type: "start" });
    const picked = ids(p);
    expect(picked).toHaveLength(3);
    expect(picked).toEqual(["a", "b", "c", "d", "e"].filter((id) => picked.includes(id)));
    const left = ["a", "b", "c", "d", "e"].find((id) => !picked.includes(id)) as string;
    expect(p.error({ type: "choice", target: left })).toBe("SB.2.9-2");
    expect(p.error({ type: "jump", target: left })).toBe("NB.2.1-11");
    // Only the selected three count for rollup: finishing them completes the root.
    for (let i = 0; i < 3; i++) {
      p.finish({ completion: "completed" });
      if (i < 2) p.go({ type: "continue" });
    }
    expect(sessionDone(p.tree, p.state())).toBe(true);
  });

  it("arranges again on each new attempt of the cluster, not within one", () => {
    const module = cluster("m", five(), { flow: true, randomizationTiming: "onEachNewAttempt", reorderChildren: true });
    const p = play(cluster("root", [module]), seeded(11));
    p.go({ type: "start" });
    const first = p.state().orders?.m;
    expect(first?.attempt).toBe(1);
    p.finish({ completion: "completed" });
    p.go({ type: "continue" });
    expect(p.state().orders?.m).toEqual(first);
    const orders = new Set<string>([JSON.stringify(first?.ids)]);
    for (let attempt = 2; attempt <= 4; attempt++) {
      p.go({ type: "exitAll" });
      p.go({ type: "start" });
      expect(p.state().orders?.m?.attempt).toBe(attempt);
      orders.add(JSON.stringify(p.state().orders?.m?.ids));
    }
    // Four attempts of five children: the seeded shuffles differ.
    expect(orders.size).toBeGreaterThan(1);
  });

  it("timing never (the default) or no reorderChildren leaves the manifest's order and stores nothing", () => {
    const p = play(cluster("root", five(), { flow: true, randomizationTiming: "never", reorderChildren: true }));
    p.go({ type: "start" });
    expect(ids(p)).toEqual(["a", "b", "c", "d", "e"]);
    expect(p.state().orders).toBeUndefined();
    const q = play(cluster("root", five(), { flow: true, randomizationTiming: "once", selectCount: 9 }));
    q.go({ type: "start" });
    expect(q.state().orders).toBeUndefined();
  });

  it("a stored order naming activities the package no longer has (or forged) never breaks the tree", () => {
    const p = play(cluster("root", five(), { flow: true, choice: true }));
    p.go({ type: "start" });
    p.setState({ ...p.state(), orders: { root: { attempt: 1, ids: ["gone"] } } });
    expect(ids(p)).toEqual(["a", "b", "c", "d", "e"]);
    expect(requestValid(p.tree, p.state(), { type: "choice", target: "c" })).toBe(true);
    // A forged order repeating ids shows each child once and the flow still ends.
    p.setState({ ...p.state(), orders: { root: { attempt: 1, ids: ["b", "a", "b", "a"] } } });
    expect(ids(p)).toEqual(["b", "a"]);
    expect(p.go({ type: "choice", target: "a" })).toBe("a");
    expect(p.go({ type: "continue" })).toBeNull();
  });
});
