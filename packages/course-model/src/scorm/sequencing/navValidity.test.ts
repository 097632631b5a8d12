import { describe, expect, it } from "vitest";
import { navigate } from "./navigate";
import { navValidity } from "./navValidity";
import { buildTree, emptyState } from "./tree";
import type { ActivityDef, SequencingDef } from "./types";

const leaf = (id: string, sequencing?: SequencingDef): ActivityDef => ({
  id,
  title: id,
  sco: id,
  children: [],
  ...(sequencing ? { sequencing } : {}),
});
const cluster = (id: string, children: ActivityDef[], sequencing: SequencingDef): ActivityDef => ({
  id,
  title: id,
  children,
  sequencing,
});

describe("adl.nav.request_valid answers", () => {
  it("answers choice and jump per activity from the control modes, and continue / previous from flow", () => {
    // Choice is off inside "tests": its items may be jumped to, not chosen.
    const tree = buildTree(
      cluster("root", [leaf("intro"), cluster("tests", [leaf("t1"), leaf("t2")], { flow: true, choice: false })], {
        flow: true,
      }),
    );
    const started = navigate(tree, emptyState(), { type: "start" });
    if (!started.ok) throw new Error(started.error);
    const answers = navValidity(tree, started.state);
    expect(answers.continue).toBe(true);
    expect(answers.previous).toBe(false);
    expect(answers.choice).toMatchObject({ intro: true, tests: true, t1: false, t2: false });
    expect(answers.jump).toMatchObject({ intro: true, t1: true, t2: true });
  });

  it("answers false for a choice a precondition disables, and nothing flows before the session starts", () => {
    const tree = buildTree(
      cluster(
        "root",
        [
          leaf("a"),
          leaf("b", {
            pre: [{ action: "disabled", combination: "all", conditions: [{ condition: "always" }] }],
          }),
        ],
        { flow: true },
      ),
    );
    const answers = navValidity(tree, emptyState());
    expect(answers.continue).toBe(false);
    expect(answers.choice.a).toBe(true);
    expect(answers.choice.b).toBe(false);
  });
});
