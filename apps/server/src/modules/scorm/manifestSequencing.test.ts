import {
  type ActivityDef,
  buildTree,
  emptyState,
  type NavRequest,
  navigate,
  outline,
  recordOutcome,
  type SequencingState,
  sessionDone,
  type Tree,
} from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { parseScormManifest } from "./manifest";
import { fixtureEntries } from "./testZips";

async function manifestOf(fixture: string): Promise<string> {
  const entries = await fixtureEntries(fixture);
  const manifest = entries.find((e) => e.name === "imsmanifest.xml");
  return String(manifest?.content);
}

/** A learner playing the package: each step ends the delivered SCO with an outcome, then navigates. */
function player(root: ActivityDef) {
  const tree: Tree = buildTree(root);
  let state: SequencingState = emptyState();
  const go = (request: NavRequest) => {
    const result = navigate(tree, state, request);
    if (!result.ok) throw new Error(result.error);
    state = result.state;
    return result.deliver;
  };
  const finish = (outcome: Parameters<typeof recordOutcome>[3]) => {
    if (!state.current) throw new Error("nothing delivered");
    const next = structuredClone(state);
    recordOutcome(tree, next, state.current, outcome, true);
    state = next;
  };
  return { tree, go, finish, state: () => state };
}

const CONTENT = { completion: "completed", success: "passed" } as const;
const pass = { completion: "completed", success: "passed", scaled: 0.9 } as const;
const fail = { completion: "completed", success: "failed", scaled: 0.3 } as const;

describe("SequencingSimpleRemediation (real package)", () => {
  it("reads the tree, the collection's rules and the items' own objectives", async () => {
    const info = parseScormManifest(await manifestOf("SequencingSimpleRemediation_SCORM20043rdEdition.zip"));
    const wrapper = info.tree?.children[0];
    expect(info.tree?.sequencing).toMatchObject({ choice: false, flow: true });
    expect(wrapper).toMatchObject({ id: "content_wrapper", hidden: true });
    expect(wrapper?.sequencing?.post?.map((rule) => rule.action)).toEqual(["retry", "exitAll"]);
    expect(wrapper?.children.map((c) => c.sco)).toEqual([
      "playing_item",
      "etuqiette_item",
      "handicapping_item",
      "havingfun_item",
      "test_1",
      "test_2",
      "test_3",
      "test_4",
    ]);
    const playing = wrapper?.children[0]?.sequencing;
    expect(playing?.pre?.[0]).toMatchObject({ action: "skip", conditions: [{ condition: "satisfied" }] });
    expect(playing).toMatchObject({ rollupObjectiveSatisfied: false, rollupProgressCompletion: false });
    expect(playing?.objectives?.[0]?.maps[0]).toMatchObject({ readSatisfied: true, writeSatisfied: false });
    // test_4's own sequencingRules replace the collection's (element by element): exitParent, no skip.
    const test4 = wrapper?.children[7]?.sequencing;
    expect(test4?.post?.[0]?.action).toBe("exitParent");
    expect(test4?.pre).toBeUndefined();
    expect(test4?.requiredForCompleted).toBe("ifNotSkipped");
  });

  it("plays content then tests; a failed test sends the learner back to the content it covers", async () => {
    const info = parseScormManifest(await manifestOf("SequencingSimpleRemediation_SCORM20043rdEdition.zip"));
    const p = player(info.tree as ActivityDef);
    expect(p.go({ type: "start" })).toBe("playing_item");
    for (const next of ["etuqiette_item", "handicapping_item", "havingfun_item", "test_1"]) {
      p.finish(CONTENT);
      expect(p.go({ type: "continue" })).toBe(next);
    }
    p.finish(fail); // Playing quiz failed
    expect(p.go({ type: "continue" })).toBe("test_2");
    p.finish(pass);
    expect(p.go({ type: "continue" })).toBe("test_3");
    p.finish(pass);
    expect(p.go({ type: "continue" })).toBe("test_4");
    p.finish(pass);
    expect(sessionDone(p.tree, p.state())).toBe(false);
    // test_4 exits the wrapper, which is not satisfied: retry; passed objectives skip their content and test.
    expect(p.go({ type: "continue" })).toBe("playing_item");
    expect(sessionDone(p.tree, p.state())).toBe(false);
    const statuses = Object.fromEntries(outline(p.tree, p.state()).map((e) => [e.id, e.status]));
    expect(statuses).toMatchObject({ test_1: "failed", test_2: "passed", etuqiette_item: "passed" });
    p.finish(CONTENT);
    expect(p.go({ type: "continue" })).toBe("test_1");
    p.finish(pass);
    // test_2 and test_3 are skipped; test_4 has no skip rule of its own and runs again.
    expect(p.go({ type: "continue" })).toBe("test_4");
    p.finish(pass);
    expect(p.go({ type: "continue" })).toBeNull();
    expect(p.state().ended).toBe(true);
    expect(sessionDone(p.tree, p.state())).toBe(true);
  });

  it("refuses what the package forbids: choice, previous past the start", async () => {
    const info = parseScormManifest(await manifestOf("SequencingSimpleRemediation_SCORM20043rdEdition.zip"));
    const tree = buildTree(info.tree as ActivityDef);
    const started = navigate(tree, emptyState(), { type: "start" });
    expect(started.ok).toBe(true);
    const state = started.state;
    expect(navigate(tree, state, { type: "choice", target: "test_2" })).toMatchObject({ ok: false, error: "SB.2.9-4" });
    expect(navigate(tree, state, { type: "previous" })).toMatchObject({ ok: false, error: "SB.2.1-3" });
    expect(outline(tree, state).every((entry) => !entry.choosable)).toBe(true);
  });
});

describe("packages without sequencing", () => {
  it("keep their organization as a tree without sequencing (SCORM 1.2 and 2004)", async () => {
    const info = parseScormManifest(await manifestOf("RuntimeMinimumCalls_SCORM12.zip"));
    expect(info.tree?.children.length).toBeGreaterThan(0);
    const leaves: ActivityDef[] = [];
    const collect = (a: ActivityDef) => (a.children.length === 0 ? leaves.push(a) : a.children.forEach(collect));
    collect(info.tree as ActivityDef);
    expect(leaves.map((l) => l.sco)).toEqual(info.scos.map((s) => s.identifier));
    expect(JSON.stringify(info.tree)).not.toContain("sequencing");
  });
});

describe("bad sequencing input", () => {
  const manifest = (sequencing: string, collection = "") => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schemaversion>2004 3rd Edition</schemaversion></metadata>
  <organizations default="o"><organization identifier="o"><title>T</title>
    <item identifier="i1" identifierref="r"><title>One</title>${sequencing}</item>
    <item identifier="i2" identifierref="r"><title>Two</title></item>
  </organization></organizations>
  <resources><resource identifier="r" adlcp:scormType="sco" href="a.html"/></resources>
  ${collection}
</manifest>`;

  it("ignores unknown elements and values, objectives without ids and references that loop", () => {
    const xml = manifest(
      `<imsss:sequencing IDRef="loop">
        <imsss:frobnicate/>
        <imsss:controlMode choice="maybe" flow="true"/>
        <imsss:sequencingRules>
          <imsss:preConditionRule><imsss:ruleConditions><imsss:ruleCondition condition="sunny"/></imsss:ruleConditions><imsss:ruleAction action="skip"/></imsss:preConditionRule>
          <imsss:postConditionRule><imsss:ruleConditions><imsss:ruleCondition condition="always"/></imsss:ruleConditions><imsss:ruleAction action="explode"/></imsss:postConditionRule>
        </imsss:sequencingRules>
        <imsss:objectives><imsss:primaryObjective/><imsss:objective/><imsss:objective objectiveID="x"/><imsss:objective objectiveID="x"/></imsss:objectives>
      </imsss:sequencing>`,
      `<imsss:sequencingCollection><imsss:sequencing ID="loop" IDRef="loop"><imsss:limitConditions attemptLimit="-3"/></imsss:sequencing></imsss:sequencingCollection>`,
    );
    const info = parseScormManifest(xml);
    const sequencing = info.tree?.children[0]?.sequencing;
    expect(sequencing).toEqual({
      flow: true,
      objectives: [
        { id: "", primary: true, satisfiedByMeasure: false, minMeasure: 1, maps: [] },
        { id: "x", primary: false, satisfiedByMeasure: false, minMeasure: 1, maps: [] },
      ],
    });
    const tree = buildTree(info.tree as ActivityDef);
    // The organization sets no flow (SN's default is off): start fails with SN's code, the tree's choice works.
    expect(navigate(tree, emptyState(), { type: "start" })).toMatchObject({ ok: false, error: "SB.2.2-1" });
    expect(navigate(tree, emptyState(), { type: "choice", target: "i2" })).toMatchObject({ ok: true, deliver: "i2" });
  });
});
