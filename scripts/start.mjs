#!/usr/bin/env node
// `npm start`: build whatever is missing or older than its sources, then serve.
// Kept dependency-free so it runs right after `npm install` on a fresh machine.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildIfStale, root } from "./build-if-stale.mjs";

buildIfStale();

const server = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], { cwd: root, stdio: "inherit" });
// Pass stop signals through so the server's graceful shutdown runs.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
