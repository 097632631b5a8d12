#!/usr/bin/env node
// Builds the web app and the server when their output is missing or older than their sources: what `npm start`
// and `npm run cluster` serve (the same apps/web/dist and apps/server/dist that `npm run test:e2e` builds).
// Kept dependency-free so it runs right after `npm install` on a fresh machine.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

/** Newest modification time of the given files and of any file below the given folders (skipping build output and dependencies). */
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // Build output, dependencies and the end-to-end specs (not part of any build).
      if (["node_modules", "dist", "e2e", "e2e-cluster"].includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else newest = Math.max(newest, statSync(path).mtimeMs);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return newest;
}

function needsBuild(output, sources) {
  const target = join(root, output);
  if (!existsSync(target)) return true;
  return newestSource(sources) > statSync(target).mtimeMs;
}

const builds = [
  { workspace: "apps/web", output: "apps/web/dist/index.html", sources: ["apps/web", "packages/course-model/src"] },
  {
    workspace: "apps/server",
    output: "apps/server/dist/main.js",
    // The server build also compiles the SCORM launcher page, whose source sits with the web code.
    sources: ["apps/server/src", "apps/server/build.mjs", "packages/course-model/src", "apps/web/src/scorm/launcher"],
  },
];

/** Runs the builds that are due; exits the process with the build's status when one fails. */
export function buildIfStale() {
  for (const build of builds) {
    if (!needsBuild(build.output, build.sources)) continue;
    console.log(`Building ${build.workspace} ...`);
    const result = spawnSync("npm", ["run", "build", "-w", build.workspace], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildIfStale();
