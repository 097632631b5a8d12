#!/usr/bin/env node
// Merges a flat { "dotted.key": "translation" } JSON file into a language's catalog, keeping the key order
// of English and dropping keys English no longer has. Merging into `en` adds new keys (English is where a
// key is born). Usage: node scripts/i18n-merge.mjs <lang> <ns> <file>
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const [lang, ns, file] = process.argv.slice(2);
if (!lang || !ns || !file) {
  console.error("usage: node scripts/i18n-merge.mjs <lang> <app|server> <flat-translations.json>");
  process.exit(2);
}
const dir = fileURLToPath(new URL("../packages/course-model/src/i18n/locales/", import.meta.url));
const flatten = (tree, prefix = "", out = {}) => {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flatten(value, path, out);
  }
  return out;
};
const english = flatten(JSON.parse(readFileSync(`${dir}en/${ns}.json`, "utf8")));
const current = flatten(JSON.parse(readFileSync(`${dir}${lang}/${ns}.json`, "utf8")));
const incoming = JSON.parse(readFileSync(file, "utf8"));
const merged = {};
const keys = lang === "en" ? [...new Set([...Object.keys(english), ...Object.keys(incoming)])] : Object.keys(english);
for (const key of keys) {
  const value = incoming[key] ?? current[key];
  if (value === undefined) continue;
  let node = merged;
  const parts = key.split(".");
  for (const part of parts.slice(0, -1)) node = node[part] ??= {};
  node[parts.at(-1)] = value;
}
writeFileSync(`${dir}${lang}/${ns}.json`, `${JSON.stringify(merged, null, 2)}\n`);
const left = Object.keys(english).filter((key) => !(key in flatten(merged))).length;
console.log(`${lang}/${ns}: ${Object.keys(flatten(merged)).length} keys, ${left} still missing`);
