#!/usr/bin/env node
// Lists, per language and namespace, the English keys a catalog lacks (and keys English no longer has),
// as JSON: { "<lang>/<ns>": { missing: { key: english }, extra: [keys] } }. Translators fill `missing`.
// Usage: node scripts/i18n-missing.mjs [lang ...]
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const dir = fileURLToPath(new URL("../packages/course-model/src/i18n/locales/", import.meta.url));
const all = ["it", "de", "ar", "es", "ru", "fr", "uk", "da", "jp", "sv", "no", "in", "th", "vi"];
const langs = process.argv.length > 2 ? process.argv.slice(2) : all;

function flatten(tree, prefix = "", out = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

const read = (lang, ns) => flatten(JSON.parse(readFileSync(`${dir}${lang}/${ns}.json`, "utf8")));
const report = {};
for (const ns of ["app", "server"]) {
  const english = read("en", ns);
  for (const lang of langs) {
    const other = read(lang, ns);
    const missing = Object.fromEntries(Object.entries(english).filter(([key]) => !(key in other)));
    const extra = Object.keys(other).filter((key) => !(key in english));
    if (Object.keys(missing).length || extra.length) report[`${lang}/${ns}`] = { missing, extra };
  }
}
console.log(JSON.stringify(report, null, 2));
