import type { Messages } from "./catalogs";

/** Deep-merges the app and server namespaces of one language into the one tree the UI reads. */
export function mergeMessages(...trees: Messages[]): Messages {
  const out: Messages = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] = typeof value === "object" && typeof existing === "object" ? mergeMessages(existing, value) : value;
    }
  }
  return out;
}

/** Flattens a catalog to dotted keys, so catalogs can be compared key by key. */
export function flattenMessages(tree: Messages, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[path] = value;
    else Object.assign(out, flattenMessages(value, path));
  }
  return out;
}

/** Looks a dotted key up and fills {{placeholders}}; answers the key itself when it is missing. */
export function translate(tree: Messages, key: string, params: Record<string, string | number> = {}): string {
  let node: string | Messages | undefined = tree;
  for (const part of key.split(".")) {
    node = typeof node === "object" ? node[part] : undefined;
  }
  if (typeof node !== "string") return key;
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
