import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { firstLoadChunks } from "./build/firstLoadChunks.ts";
import { landingMessages } from "./build/landingMessages.ts";
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

/**
 * The player's addresses get the player's own page, as the server does (apps/server/src/http/spa.ts), and the hub
 * landing pages theirs (apps/server/src/modules/hubs/ssr; without the server's head and data in dev).
 */
const OWN_PAGES: [RegExp, string][] = [
  [/^\/coursePlayer\/\d+\/?(\?|$)/, "/player.html"],
  [/^\/hubs\/landing\//, "/hub.html"],
];

function ownPagesInDev(): Plugin {
  return {
    name: "coursewright-own-pages",
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const page = OWN_PAGES.find(([pattern]) => request.url && pattern.test(request.url))?.[1];
        if (page && request.url && request.headers.accept?.includes("text/html")) {
          const query = request.url.indexOf("?");
          request.url = `${page}${query === -1 ? "" : request.url.slice(query)}`;
        }
        next();
      });
    },
  };
}

const firstLoad = firstLoadChunks({ app: "index", player: "player", hub: "hub" });

export default defineConfig({
  plugins: [
    react(),
    ownPagesInDev(),
    playerMessages(import.meta.dirname),
    landingMessages(LOCALES_DIR),
    firstLoad.plugin,
    precompress(),
  ],
  define: { __TRANSLATIONS_VERSION__: JSON.stringify(translationsVersion(LOCALES_DIR)) },
  server: {
    port: 5173,
    proxy: {
      "/api": API_TARGET,
      "/oauth": API_TARGET,
      "/files": API_TARGET,
      "/media": API_TARGET,
      "/lti": API_TARGET,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    assetsDir: "assets",
    sourcemap: true,
    // Every browser the app runs in (module scripts, no Internet Explorer) knows modulepreload.
    modulePreload: { polyfill: false },
    // The app, the course player's own lean page (src/playerMain.tsx; docs/decisions/009-player-entry.md) and the
    // hub landing pages' (src/landingMain.tsx; docs/decisions/015-hub-landing-entry.md).
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, "index.html"),
        player: resolve(import.meta.dirname, "player.html"),
        hub: resolve(import.meta.dirname, "hub.html"),
      },
      output: {
        codeSplitting: {
          groups: [{ name: firstLoad.chunkName, debugName: "first-load", includeDependenciesRecursively: false }],
        },
      },
    },
  },
});
