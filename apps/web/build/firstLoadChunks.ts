import type { Plugin } from "vite";

/** The modules each page loads before it starts (its entry chunk and every chunk that chunk imports statically). */
interface FirstLoad {
  player: Set<string>;
  app: Set<string>;
  hub: Set<string>;
}

interface OutputChunk {
  type: "chunk";
  isEntry: boolean;
  name: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

function firstLoadOf(bundle: Record<string, { type: string }>, entryName: string): Set<string> {
  const chunks = new Map(
    Object.entries(bundle).filter((entry): entry is [string, OutputChunk] => entry[1].type === "chunk"),
  );
  const entry = [...chunks].find(([, chunk]) => chunk.isEntry && chunk.name === entryName);
  const modules = new Set<string>();
  const queue = entry ? [entry[0]] : [];
  const seen = new Set<string>();
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file)) continue;
    seen.add(file);
    for (const id of chunk.moduleIds) modules.add(id);
    queue.push(...chunk.imports);
  }
  return modules;
}

/**
 * Fewer, larger chunks for what a page loads before it starts. Left to itself, rolldown splits the player's first
 * load into some forty chunks, by which later chunks of the app share each module; gzipped one by one they weigh
 * about 5% more than together, and each is a request. The app is built twice: the first build only shows which
 * modules each entry loads first; the second puts those the player alone loads in one chunk and those both
 * entries load in another (what rolldown keeps in the entry chunks stays there). Everything loaded later keeps rolldown's
 * chunks. `chunkName` goes in output.codeSplitting.groups; `plugin` runs the two builds.
 *
 * The hub landing pages' entry (hub.html, docs/decisions/015-hub-landing-entry.md) loads far less than either: what
 * it shares with them (React, the session) goes in a chunk of its own, so that it never loads the other two's
 * first-load chunks with Mantine and the rest in them.
 */
export function firstLoadChunks(entries: { app: string; player: string; hub: string }) {
  let firstLoad: FirstLoad | null = null;
  let measured: FirstLoad | null = null;
  const entryModules = new Set<string>();

  const plugin: Plugin = {
    name: "coursewright-first-load-chunks",
    apply: "build",
    async buildApp(builder) {
      const client = builder.environments.client;
      if (!client) return;
      firstLoad = null;
      await builder.build(client);
      firstLoad = measured;
      await builder.build(client);
    },
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        if (firstLoad) return;
        measured = {
          player: firstLoadOf(bundle, entries.player),
          app: firstLoadOf(bundle, entries.app),
          hub: firstLoadOf(bundle, entries.hub),
        };
        // What rolldown keeps in an entry chunk (the entry's own code above all) stays there.
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && chunk.isEntry) for (const id of chunk.moduleIds) entryModules.add(id);
        }
        // The first build only measures: nothing of it is written (the second one writes the app).
        for (const file of Object.keys(bundle)) delete bundle[file];
      },
    },
  };

  const chunkName = (id: string): string | null => {
    if (!firstLoad || entryModules.has(id)) return null;
    if (firstLoad.hub.has(id)) return firstLoad.player.has(id) || firstLoad.app.has(id) ? "shared-first-load" : null;
    if (!firstLoad.player.has(id)) return null;
    return firstLoad.app.has(id) ? "first-load" : "player-first-load";
  };

  return { plugin, chunkName };
}
