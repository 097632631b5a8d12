import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

type Messages = { [key: string]: string | Messages };

/** Where the player's code starts, and the modules past which it belongs to the app (with its whole catalog). */
const PLAYER_ENTRY = "src/playerMain.tsx";
const APP_BOUNDARY = ["src/boot/startApp.tsx", "src/i18n/english.ts"];
const LOCALES = "../../packages/course-model/src/i18n/locales/en";

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+)["']/g;
/** A dotted key written in the code: "player.nav.next", or the prefix of a template: `blocks.names.${...}`. */
const KEY = /["'`]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["'`]/g;
const KEY_PREFIX = /`([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)\.\$\{/g;

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every source file of the web app the player's entry can load, statically or on demand, short of the app. */
export function playerSources(webRoot: string): string[] {
  const boundary = new Set(APP_BOUNDARY.map((path) => resolve(webRoot, path)));
  const seen = new Set<string>();
  const queue = [resolve(webRoot, PLAYER_ENTRY)];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || boundary.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = match[1] ? resolveSource(file, match[1]) : null;
      if (target) queue.push(target);
    }
  }
  return [...seen].sort();
}

function lookup(tree: Messages, path: string): string | Messages | undefined {
  let node: string | Messages | undefined = tree;
  for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
  return node;
}

function place(tree: Messages, path: string, value: string | Messages): void {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  let node = tree;
  for (const part of parts) {
    const next = node[part];
    if (typeof next === "object") node = next;
    else {
      const created: Messages = {};
      node[part] = created;
      node = created;
    }
  }
  node[last] = value;
}

function deepMerge(...trees: Messages[]): Messages {
  const out: Messages = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] = typeof value === "object" && typeof existing === "object" ? deepMerge(existing, value) : value;
    }
  }
  return out;
}

/**
 * The English messages the player's code names: every dotted literal of its files that is a key (or a subtree)
 * of the catalog, with its plural forms, and whole subtrees for keys built in templates. What the player's entry
 * bundles instead of the whole catalog; playerMessages.test.ts checks it against the keys the code uses.
 */
export function collectPlayerMessages(webRoot: string): Messages {
  const read = (name: string): Messages => JSON.parse(readFileSync(resolve(webRoot, LOCALES, name), "utf8"));
  const english = deepMerge(read("app.json"), read("server.json"));
  const picked: Messages = {};
  const pick = (path: string) => {
    const value = lookup(english, path);
    if (value !== undefined) place(picked, path, value);
    const parent = path.includes(".") ? lookup(english, path.slice(0, path.lastIndexOf("."))) : undefined;
    const leaf = path.slice(path.lastIndexOf(".") + 1);
    if (typeof parent !== "object") return;
    for (const [key, form] of Object.entries(parent)) {
      if (key.startsWith(`${leaf}_`)) place(picked, `${path}_${key.slice(leaf.length + 1)}`, form);
    }
  };
  for (const file of playerSources(webRoot)) {
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(KEY)) if (match[1]) pick(match[1]);
    for (const match of code.matchAll(KEY_PREFIX)) if (match[1]) pick(match[1]);
  }
  return picked;
}

const VIRTUAL = "virtual:player-english";

/**
 * `virtual:player-english`: in a build, the messages collectPlayerMessages finds; while developing (and in
 * tests) the whole English catalog, so a key just written shows at once.
 */
export function playerMessages(webRoot: string): Plugin {
  let build = false;
  return {
    name: "coursewright-player-messages",
    configResolved(config) {
      build = config.command === "build";
    },
    resolveId(source) {
      return source === VIRTUAL ? `\0${VIRTUAL}` : null;
    },
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      if (!build) {
        const read = (name: string): Messages => JSON.parse(readFileSync(resolve(webRoot, LOCALES, name), "utf8"));
        return `export default ${JSON.stringify(deepMerge(read("app.json"), read("server.json")))};`;
      }
      return `export default ${JSON.stringify(collectPlayerMessages(webRoot))};`;
    },
  };
}
