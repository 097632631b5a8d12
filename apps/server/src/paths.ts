import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's own folder (apps/server), found by walking up from this module. It works from
 * src/paths.ts under tsx and from the bundled dist/main.js alike, wherever the process was started.
 */
export function serverPackageRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && /"name":\s*"@coursewright\/server"/.test(readFileSync(manifest, "utf8"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`apps/server/package.json not found above ${from}`);
    dir = parent;
  }
}
