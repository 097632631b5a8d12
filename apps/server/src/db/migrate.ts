import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { serverPackageRoot } from "../paths";

/**
 * The drizzle-kit migrations: next to this module in development (src/db/migrations), next to the
 * bundle once built (build.mjs copies them to dist/migrations), else from the package's sources.
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "migrations"), join(serverPackageRoot(here), "src/db/migrations")];
  const found = candidates.find((dir) => existsSync(join(dir, "meta/_journal.json")));
  if (!found) throw new Error(`Database migrations not found in ${candidates.join(" or ")}`);
  return found;
}
