// Bundles the server into dist/main.js. npm packages stay external (installed next to it), except the
// workspace package @coursewright/course-model, which is TypeScript source and must be compiled in.
import { cp, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = dirname(fileURLToPath(import.meta.url));
const dist = join(root, "dist");

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(root, "src/main.ts")],
  outfile: join(dist, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [
    {
      // Like `packages: "external"`, except for the workspace package, which is resolved (through its
      // package.json "exports") to its TypeScript sources and compiled in.
      name: "external-npm-packages",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@coursewright/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  // Some CommonJS dependencies call require(); an ES module has none unless we make one.
  banner: {
    js: "import { createRequire as __cwCreateRequire } from 'node:module'; const require = __cwCreateRequire(import.meta.url);",
  },
  logLevel: "info",
});
await cp(join(root, "src/db/migrations"), join(dist, "migrations"), { recursive: true });
// The SCORM launcher page runs in browsers on the content origin, so its source lives with the web code (DOM
// types); the content app serves it. Same options as launcherAssets.ts uses when running from source.
const launcher = join(root, "../web/src/scorm/launcher");
await build({
  entryPoints: [join(launcher, "player.ts")],
  outfile: join(dist, "launcher/scorm-player.js"),
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2019",
  minify: true,
  legalComments: "none",
  logLevel: "info",
});
await cp(join(launcher, "scorm-player.html"), join(dist, "launcher/scorm-player.html"));
// The SCORM export's launcher page and script are plain files shipped as they are, with the XSDs of each version.
await cp(join(root, "src/modules/export/package"), join(dist, "scorm-export/package"), { recursive: true });
await cp(join(root, "src/modules/export/schemas"), join(dist, "scorm-export/schemas"), { recursive: true });
// The cmi5 export's AU: its page as it is, its script compiled like the launcher's (cmi5Assets.ts from source).
const cmi5Au = join(root, "../web/src/cmi5/au");
await build({
  entryPoints: [join(cmi5Au, "au.ts")],
  outfile: join(dist, "cmi5-au/au.js"),
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2019",
  minify: true,
  legalComments: "none",
  logLevel: "info",
});
await cp(join(cmi5Au, "index.html"), join(dist, "cmi5-au/index.html"));
console.log("dist/main.js, dist/migrations, dist/launcher, dist/scorm-export and dist/cmi5-au written");
