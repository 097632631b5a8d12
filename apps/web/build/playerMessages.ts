import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

type Messages = { [key: string]: string | Messages };

/** Where the player's code starts, and the modules past which it belongs to the app (with its whole catalog). */
const PLAYER_ENTRY = "src/playerMain.tsx";
/**
 * The block views the player's first screen draws with its first messages and styles alone (CORE_STYLED_VIEWS
 * of src/blocks/viewRegistry.ts); every other view loads src/player/extras.ts first.
 */
export const FIRST_SCREEN_VIEWS = [
  "src/blocks/text/View.tsx",
  "src/blocks/image/View.tsx",
  "src/blocks/button/View.tsx",
];
const APP_BOUNDARY = ["src/boot/startApp.tsx", "src/i18n/english.ts"];
const LOCALES = "../../packages/course-model/src/i18n/locales/en";

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'](\.{1,2}\/[^"']+)["']/g;
/** A dotted key written in the code ("player.nav.next"), or the start of one built in a template (`blocks.names.${x}`). */
const KEY = /["'`]([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)["'`]/g;
const KEY_PREFIX = /`([a-z][a-z0-9_]*\.[a-z0-9_.]*)\$\{/g;

function resolveSource(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The source files `roots` import, directly or not: statically only, or also on demand; short of the app. */
function closure(webRoot: string, roots: readonly string[], onDemand: boolean): Set<string> {
  const boundary = new Set(APP_BOUNDARY.map((path) => resolve(webRoot, path)));
  const seen = new Set<string>();
  const queue = roots.map((path) => resolve(webRoot, path));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || boundary.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const pattern of onDemand ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT]) {
      for (const match of code.matchAll(pattern)) {
        const target = match[1] ? resolveSource(file, match[1]) : null;
        if (target) queue.push(target);
      }
    }
  }
  return seen;
}

/** Every source file of the web app the player's entry can load, statically or on demand, short of the app. */
export function playerSources(webRoot: string): string[] {
  return [...closure(webRoot, [PLAYER_ENTRY], true)].sort();
}

/** The files `root` imports statically, directly or not, itself included. */
export function staticSources(webRoot: string, root: string): string[] {
  return [...closure(webRoot, [root], false)].sort();
}

/** The player's loads on demand (import()): which file loads which, each target the start of code loaded later. */
export function onDemandImports(webRoot: string): { from: string; target: string }[] {
  const imports: { from: string; target: string }[] = [];
  for (const from of playerSources(webRoot)) {
    for (const match of readFileSync(from, "utf8").matchAll(DYNAMIC_IMPORT)) {
      const target = match[1] ? resolveSource(from, match[1]) : null;
      if (target) imports.push({ from, target });
    }
  }
  return imports;
}

/** The files the player's first screen is drawn with: its entry's static imports (the common views among them). */
export function firstScreenSources(webRoot: string): string[] {
  return [...closure(webRoot, [PLAYER_ENTRY], false)].sort();
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

function readEnglish(webRoot: string): Messages {
  const read = (name: string): Messages => JSON.parse(readFileSync(resolve(webRoot, LOCALES, name), "utf8"));
  return deepMerge(read("app.json"), read("server.json"));
}

/** The messages of `english` that `files` name (see collectPlayerMessages). */
function messagesNamedIn(english: Messages, files: readonly string[]): Messages {
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
  /** Every key that starts so: `a.b.${x}` names the subtree a.b, `a.b.result_${x}` the keys of a.b starting result_. */
  const pickStart = (start: string) => {
    const dot = start.lastIndexOf(".");
    const parentPath = start.slice(0, dot);
    const partial = start.slice(dot + 1);
    const parent = lookup(english, parentPath);
    if (typeof parent !== "object") return;
    for (const key of Object.keys(parent)) if (key.startsWith(partial)) pick(`${parentPath}.${key}`);
  };
  for (const file of files) {
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(KEY)) if (match[1]) pick(match[1]);
    for (const match of code.matchAll(KEY_PREFIX)) if (match[1]) pickStart(match[1]);
  }
  return picked;
}

/**
 * The English messages the player's code names: every dotted literal of its files that is a key (or a subtree)
 * of the catalog, with its plural forms, and whole subtrees for keys built in templates. `first` are those of
 * the first screen's files, bundled with the player's entry; `more` those only its other screens and views name,
 * loaded with them (src/player/extras.ts). playerMessages.test.ts checks them against the keys the code uses.
 */
export function collectPlayerMessages(webRoot: string): { first: Messages; more: Messages } {
  const english = readEnglish(webRoot);
  const firstFiles = new Set(firstScreenSources(webRoot));
  return {
    first: messagesNamedIn(english, [...firstFiles]),
    more: messagesNamedIn(
      english,
      playerSources(webRoot).filter((file) => !firstFiles.has(file)),
    ),
  };
}

const VIRTUAL = { first: "virtual:player-english", more: "virtual:player-english-more" } as const;

/**
 * `virtual:player-english` and `virtual:player-english-more`: in a build, the two parts collectPlayerMessages
 * finds; while developing (and in tests) the whole English catalog and nothing more, so a key just written
 * shows at once.
 */
export function playerMessages(webRoot: string): Plugin {
  let build = false;
  let collected: { first: Messages; more: Messages } | null = null;
  return {
    name: "coursewright-player-messages",
    configResolved(config) {
      build = config.command === "build";
    },
    buildStart() {
      collected = null;
    },
    resolveId(source) {
      return source === VIRTUAL.first || source === VIRTUAL.more ? `\0${source}` : null;
    },
    load(id) {
      const part = id === `\0${VIRTUAL.first}` ? "first" : id === `\0${VIRTUAL.more}` ? "more" : null;
      if (!part) return null;
      if (!build) return `export default ${JSON.stringify(part === "first" ? readEnglish(webRoot) : {})};`;
      collected ??= collectPlayerMessages(webRoot);
      return `export default ${JSON.stringify(collected[part])};`;
    },
  };
}
