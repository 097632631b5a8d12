import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { flattenMessages, mergeMessages } from "@coursewright/course-model";
import enApp from "@coursewright/course-model/i18n/locales/en/app.json";
import enServer from "@coursewright/course-model/i18n/locales/en/server.json";
import { describe, expect, it } from "vitest";
import { collectPlayerMessages, playerSources } from "../../build/playerMessages.ts";

const webRoot = resolve(import.meta.dirname, "../..");
const relative = (file: string) => file.slice(webRoot.length + 1);
const sources = playerSources(webRoot);
const picked = flattenMessages(collectPlayerMessages(webRoot));
const english = flattenMessages(mergeMessages(enApp, enServer));

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

  it("hold every key the player's code translates", () => {
    const used = new Set<string>();
    for (const file of sources) {
      const code = readFileSync(file, "utf8");
      for (const match of code.matchAll(/\bt\(\s*["'`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)["'`]/gi))
        if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(100);
    const missing = [...used].filter((key) => key in english && !(key in picked));
    expect(missing).toEqual([]);
  });

  it("hold keys the code names outside t() and whole subtrees of keys built in templates", () => {
    // media/mediaTypes.tsx names the type labels the attached files' preview translates.
    expect(picked["media.type.image"]).toBe(english["media.type.image"]);
    // blocks.names.${name} (the placeholder of an unknown block): every block type's name.
    const names = Object.keys(english).filter((key) => key.startsWith("blocks.names."));
    expect(names.length).toBeGreaterThan(20);
    for (const key of names) expect(picked[key], key).toBe(english[key]);
  });

  it("are a small part of the catalog", () => {
    expect(Object.keys(picked).length).toBeLessThan(Object.keys(english).length / 3);
    for (const key of ["login.title", "builder.load_failed_title"]) {
      expect(english[key], key).toBeDefined();
      expect(picked[key], key).toBeUndefined();
    }
  });
});
