import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type ActivityDef,
  buildTree,
  emptyState,
  type NavRequest,
  navigate,
  outline,
  recordOutcome,
  type SequencingState,
  scoOutcome,
  targetValidity,
} from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { createLocalStorage } from "../../storage/localStorage";
import { importScormPackage } from "./importPackage";
import { parseScormManifest } from "./manifest";
import {
  constrainedChoiceManifest,
  golfPackage,
  objectives4thManifest,
  randomizationManifest,
} from "./sequencingPackages";

function player(root: ActivityDef | undefined, random?: () => number) {
  if (!root) throw new Error("no tree");
  const tree = buildTree(root);
  let state: SequencingState = emptyState();
  return {
    tree,
    state: () => state,
    go(request: NavRequest) {
      const result = navigate(tree, state, request, random);
      if (!result.ok) throw new Error(result.error);
      state = result.state;
      return result.deliver;
    },
    error(request: NavRequest) {
      const result = navigate(tree, state, request, random);
      return result.ok ? undefined : result.error;
    },
    finish(cmi: Record<string, unknown>) {
      const next = structuredClone(state);
      recordOutcome(tree, next, state.current as string, scoOutcome("2004", cmi), true);
      state = next;
    },
  };
}

describe("randomizationControls in a manifest (golf Randomization)", () => {
  it("reads the controls and plays three of the four SCOs in the learner's own order", () => {
    const info = parseScormManifest(randomizationManifest());
    const module = info.tree?.children[0];
    expect(module?.sequencing).toMatchObject({
      selectionTiming: "once",
      selectCount: 3,
      randomizationTiming: "once",
      reorderChildren: true,
    });
    const orders = new Set<string>();
    for (const seed of [0.1, 0.5, 0.9]) {
      const p = player(info.tree, () => seed);
      const first = p.go({ type: "start" });
      const shown = outline(p.tree, p.state())
        .filter((e) => e.sco)
        .map((e) => e.id);
      expect(shown).toHaveLength(3);
      expect(first).toBe(shown[0]);
      orders.add(shown.join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("drops values outside the vocabulary and keeps the rest", () => {
    const xml = randomizationManifest().replace(
      /<imsss:randomizationControls[^>]*\/>/,
      '<imsss:randomizationControls randomizationTiming="sometimes" selectCount="-2" reorderChildren="maybe" selectionTiming="once"/>',
    );
    const module = parseScormManifest(xml).tree?.children[0];
    expect(module?.sequencing?.selectionTiming).toBe("once");
    expect(module?.sequencing).not.toHaveProperty("randomizationTiming");
    expect(module?.sequencing).not.toHaveProperty("selectCount");
    expect(module?.sequencing).not.toHaveProperty("reorderChildren");
  });
});

describe("constrained choice in a manifest (golf Constrained Choice)", () => {
  it("reads constrainChoice / preventActivation (the item's own element over the collection's) and rollup considerations", () => {
    const info = parseScormManifest(constrainedChoiceManifest());
    const [m1, , , m4] = info.tree?.children ?? [];
    expect(m1?.sequencing).toMatchObject({
      constrainChoice: true,
      requiredForSatisfied: "ifNotSuspended",
      requiredForCompleted: "ifAttempted",
      measureSatisfactionIfActive: false,
    });
    expect(m1?.sequencing?.preventActivation).toBeUndefined();
    expect(m4?.sequencing).toMatchObject({ constrainChoice: true, preventActivation: true });
  });

  it("lets the learner choose only the next or previous module, and never begin the last one by choice", () => {
    const p = player(parseScormManifest(constrainedChoiceManifest()).tree);
    expect(p.go({ type: "start" })).toBe("playing_item");
    const valid = targetValidity(p.tree, p.state(), "choice");
    expect(["etiquette_item", "handicapping_item", "havingfun_item"].map(valid)).toEqual([true, false, false]);
    expect(p.error({ type: "choice", target: "handicapping_item" })).toBe("SB.2.9-7");
    p.go({ type: "choice", target: "etiquette_item" });
    expect(p.error({ type: "choice", target: "handicapping_item" })).toBeUndefined();
    expect(p.error({ type: "choice", target: "playing_item" })).toBeUndefined();
    p.go({ type: "choice", target: "handicapping_item" });
    expect(p.error({ type: "choice", target: "playing_item" })).toBe("SB.2.9-7");
    // Module 4 is next, but it prevents activation by choice: the learner flows into it.
    expect(p.error({ type: "choice", target: "havingfun_item" })).toBe("SB.2.9-6");
    p.finish({ completion_status: "completed" });
    expect(p.go({ type: "continue" })).toBe("havingfun_item");
  });
});

describe("4th Edition objectives in a manifest (adlseq:objectives, objectivesGlobalToSystem)", () => {
  it("adds ADL's maps to the objective of the same id, drops one naming no objective, keeps the scope", () => {
    const info = parseScormManifest(objectives4thManifest());
    expect(info.tree?.sequencing?.objectivesGlobalToSystem).toBe(false);
    const playing = info.tree?.children[0]?.sequencing?.objectives;
    expect(playing).toHaveLength(1);
    expect(playing?.[0]?.maps).toEqual([
      {
        target: "com.example.golf.basics",
        readSatisfied: true,
        readMeasure: true,
        writeSatisfied: true,
        writeMeasure: false,
      },
      expect.objectContaining({
        target: "com.example.golf.basics",
        readSatisfied: false,
        writeCompletion: true,
        writeRaw: true,
      }),
    ]);
  });

  it("Playing's completion and score reach Etiquette through the global objective", () => {
    const p = player(parseScormManifest(objectives4thManifest()).tree);
    p.go({ type: "start" });
    p.finish({ completion_status: "completed", success_status: "passed", progress_measure: "1", score: { raw: "9" } });
    expect(p.state().globals["com.example.golf.basics"]).toMatchObject({
      satisfied: true,
      completed: true,
      progress: 1,
      raw: 9,
    });
    const etiquette = outline(p.tree, p.state()).find((e) => e.id === "etiquette_item");
    expect(etiquette?.status).toBe("passed");
  });
});

describe("importing a package that uses these rules", () => {
  it("imports the golf content under the randomization manifest with its tree and files", async () => {
    const dir = await mkdtemp(join(tmpdir(), "cw-seq16-"));
    try {
      const zipPath = join(dir, "randomization.zip");
      await writeFile(zipPath, await golfPackage(randomizationManifest()));
      const storage = createLocalStorage(join(dir, "files"));
      const info = await importScormPackage({
        zipPath,
        storage,
        prefix: "scorm/1",
        limits: { maxEntries: 1000, maxUnpackedBytes: 50 * 1024 * 1024 },
      });
      expect(info).toMatchObject({ version: "2004", title: "Golf Explained - Randomization" });
      expect(info.scos.map((sco) => sco.identifier)).toEqual([
        "playing_item",
        "etiquette_item",
        "handicapping_item",
        "havingfun_item",
      ]);
      expect(info.tree?.children[0]?.sequencing?.selectCount).toBe(3);
      expect(await storage.stat("scorm/1/shared/launchpage.html")).not.toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
