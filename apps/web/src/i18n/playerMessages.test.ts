import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { flattenMessages, mergeMessages } from "@coursewright/course-model";
import enApp from "@coursewright/course-model/i18n/locales/en/app.json";
import enServer from "@coursewright/course-model/i18n/locales/en/server.json";
import { describe, expect, it } from "vitest";
import {
  collectPlayerMessages,
  firstScreenSources,
  onDemandImports,
  playerSources,
  staticSources,
} from "../../build/playerMessages.ts";

const webRoot = resolve(import.meta.dirname, "../..");
const relative = (file: string) => file.slice(webRoot.length + 1);
const sources = playerSources(webRoot);
const firstFiles = firstScreenSources(webRoot);
const collected = collectPlayerMessages(webRoot);
const first = flattenMessages(collected.first);
const more = flattenMessages(collected.more);
const english = flattenMessages(mergeMessages(enApp, enServer));

/** The keys files pass to t() as literals. */
function translatedIn(files: readonly string[]): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/\bt\(\s*["'`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)["'`]/gi))
      if (match[1]) used.add(match[1]);
  }
  return used;
}

describe("the English messages of the player's own entry", () => {
  it("come from the player's code: its screens, stores and every block view, not the app's pages", () => {
    const files = sources.map(relative);
    for (const file of [
      "src/playerMain.tsx",
      "src/player/PlayerScreen.tsx",
      "src/player/FinishedScreen.tsx",
      "src/player/PageListDrawer.tsx",
      "src/blocks/text/View.tsx",
      "src/blocks/quizMatching/View.tsx",
      "src/progress/scormStore.ts",
    ]) {
      expect(files).toContain(file);
    }
    expect(files.filter((file) => /^src\/(pages|builder)\/|routes\.tsx|startApp|english\.ts/.test(file))).toEqual([]);
  });

  it("bundle with the entry every key its first screen translates", () => {
    const files = firstFiles.map(relative);
    expect(files).toContain("src/player/NavigationBar.tsx");
    expect(files).not.toContain("src/player/FinishedScreen.tsx");
    const used = translatedIn(firstFiles);
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => key in english && !(key in first))).toEqual([]);
  });

  it("bring every other key the player translates with its later screens and views", () => {
    const used = translatedIn(sources);
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => key in english && !(key in first) && !(key in more))).toEqual([]);
  });

  it("reach every later screen that names a key: through player/extras.ts, or the view registry for views", () => {
    const extras = resolve(webRoot, "src/player/extras.ts");
    const firstSet = new Set(firstFiles);
    // Code the first screen loads on demand (code that later code loads comes after extras.ts already).
    const late = onDemandImports(webRoot)
      .filter(({ from, target }) => firstSet.has(from) && !firstSet.has(target))
      .map(({ target }) => target);
    const views = late.filter((file) => /src\/blocks\/(\w+\/View|placeholder)\.tsx$/.test(file));
    expect(views.length).toBeGreaterThan(20);
    const others = [...new Set(late.filter((file) => !views.includes(file)))];
    expect(others.map(relative)).toContain("src/player/FinishedScreen.tsx");
    for (const root of others) {
      const files = staticSources(webRoot, root);
      if (translatedIn(files).size > 0) expect(files, relative(root)).toContain(extras);
    }
    const registry = readFileSync(resolve(webRoot, "src/blocks/viewRegistry.ts"), "utf8");
    expect(registry).toContain('import("../player/extras")');
  });

  it("hold every key a template of the player's code can build", () => {
    const starts = new Set<string>();
    for (const file of sources) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*`([a-z0-9_.]+)\$\{/gi)) {
        if (match[1]) starts.add(match[1]);
      }
    }
    // blocks.names.${...}, blocks.quiz.common.result_${...}, ...
    expect(starts.size).toBeGreaterThan(2);
    const buildable = Object.keys(english).filter((key) => [...starts].some((start) => key.startsWith(start)));
    expect(buildable.length).toBeGreaterThan(starts.size);
    expect(buildable.filter((key) => !(key in first) && !(key in more))).toEqual([]);
    expect(first["blocks.quiz.common.result_correct"] ?? more["blocks.quiz.common.result_correct"]).toBe("Correct");
    // The recorder's `blocks.quiz.quiz_${kind}_answer`, outside t().
    expect(more["blocks.quiz.quiz_audio_answer.review"]).toBe(english["blocks.quiz.quiz_audio_answer.review"]);
    expect(more["blocks.quiz.quiz_video_answer.review"]).toBeDefined();
  });

  it("hold keys the code names outside t() and whole subtrees of keys built in templates", () => {
    // media/mediaTypes.tsx names the type labels the attached files' preview translates.
    expect(more["media.type.image"]).toBe(english["media.type.image"]);
    // blocks.names.${name} (the placeholder of an unknown block): every block type's name.
    const names = Object.keys(english).filter((key) => key.startsWith("blocks.names."));
    expect(names.length).toBeGreaterThan(20);
    for (const key of names) expect(first[key] ?? more[key], key).toBe(english[key]);
  });

  it("are a small part of the catalog, the first screen's a smaller one", () => {
    expect(Object.keys(first).length + Object.keys(more).length).toBeLessThan(Object.keys(english).length / 3);
    expect(Object.keys(first).length).toBeLessThan(Object.keys(more).length / 4);
    for (const key of ["login.title", "builder.load_failed_title"]) {
      expect(english[key], key).toBeDefined();
      expect(first[key] ?? more[key], key).toBeUndefined();
    }
  });

  it("count the views of the first screen (text, image, button) among its files", () => {
    const files = firstFiles.map(relative);
    for (const view of ["text", "image", "button"]) expect(files).toContain(`src/blocks/${view}/View.tsx`);
    expect(files).not.toContain("src/blocks/quizMatching/View.tsx");
  });
});
