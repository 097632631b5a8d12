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
console.log("dist/main.js and dist/migrations written");
