import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstLoadChunks } from "./build/firstLoadChunks.ts";
import { playerMessages } from "./build/playerMessages.ts";
import { precompress } from "./build/precompress.ts";

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

/** The player's addresses get the player's own page, as the server does (apps/server/src/http/spa.ts). */
const PLAYER_PATH = /^\/coursePlayer\/\d+\/?(\?|$)/;

function playerPageInDev(): Plugin {
  return {
    name: "coursewright-player-page",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && PLAYER_PATH.test(request.url) && request.headers.accept?.includes("text/html")) {
          const query = request.url.indexOf("?");
          request.url = `/player.html${query === -1 ? "" : request.url.slice(query)}`;
        }
        next();
      });
    },
  };
}

const firstLoad = firstLoadChunks({ app: "index", player: "player" });

export default defineConfig({
  plugins: [react(), playerPageInDev(), playerMessages(import.meta.dirname), firstLoad.plugin, precompress()],
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
    // Every browser the app runs in (module scripts, no Internet Explorer) knows modulepreload.
    modulePreload: { polyfill: false },
    // The app, and the course player's own lean page (src/playerMain.tsx; docs/decisions/009-player-entry.md).
    rolldownOptions: {
      input: { index: resolve(import.meta.dirname, "index.html"), player: resolve(import.meta.dirname, "player.html") },
      output: {
        codeSplitting: {
          groups: [{ name: firstLoad.chunkName, debugName: "first-load", includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
