import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const LOCALES_DIR = resolve(import.meta.dirname, "../../packages/course-model/src/i18n/locales");
const API_TARGET = process.env.API_TARGET ?? "http://localhost:3000";

/** Hash of every locale file: changes whenever a message changes, so the browser never keeps stale translations. */
function translationsVersion(dir: string): string {
  const hash = createHash("sha256");
  const walk = (path: string) => {
    for (const name of readdirSync(path).sort()) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".json")) hash.update(name).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest("hex").slice(0, 12);
}

export default defineConfig({
  plugins: [react()],
  define: { __TRANSLATIONS_VERSION__: JSON.stringify(translationsVersion(LOCALES_DIR)) },
  server: {
    port: 5173,
    proxy: {
      "/api": API_TARGET,
      "/oauth": API_TARGET,
      "/files": API_TARGET,
      "/media": API_TARGET,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: true,
  },
});
