import { describe, expect, it } from "vitest";
import { recordOutcome, restartedScos } from "./attempts";
import { navigate } from "./navigate";
import { freshSession } from "./startAgain";
import { buildTree, emptyState } from "./tree";
import type { ActivityDef, SequencingState } from "./types";

const leaf = (id: string): ActivityDef => ({ id, title: id, sco: id, children: [] });
const cluster = (id: string, children: ActivityDef[]): ActivityDef => ({
  id,
  title: id,
  children,
  sequencing: { flow: true },
});

describe("start again after an ended session", () => {
  it("begins new attempts, also on an activity its SCO left suspended", () => {
    const tree = buildTree(cluster("root", [leaf("a"), leaf("b")]));
    const started = navigate(tree, emptyState(), { type: "start" });
    if (!started.ok) throw new Error(started.error);
    const left = JSON.parse(JSON.stringify(started.state)) as SequencingState;
    recordOutcome(tree, left, "a", { suspend: true }, true);
    const ended = navigate(tree, left, { type: "exitAll" });
    if (!ended.ok) throw new Error(ended.error);
    expect(ended.state.activities.a?.suspended).toBe(true);
    const again = navigate(tree, freshSession(ended.state), { type: "start" });
    if (!again.ok) throw new Error(again.error);
    expect(again.deliver).toBe("a");
    expect(again.state.activities.a?.attempts).toBe(2);
    expect(restartedScos(tree, ended.state, again.state)).toEqual(["a"]);
  });
});
