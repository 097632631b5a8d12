#!/usr/bin/env node
// `npm run bench`: builds the server, runs every *.bench.mjs here (or those named on the command line)
// and prints their tables; copy them into RESULTS.md with the machine and the date.
import { readdirSync } from "node:fs";
import os from "node:os";
import { ensureBuilt } from "./lib/server.mjs";

const only = process.argv.slice(2);
const files = readdirSync(new URL(".", import.meta.url))
  .filter((f) => f.endsWith(".bench.mjs"))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

ensureBuilt();
console.log(
  `# ${new Date().toISOString()} on ${os.cpus().length} x ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}\n`,
);
for (const file of files) {
  const { run } = await import(`./${file}`);
  console.log(`## ${file}\n`);
  console.log(`${await run()}\n`);
}
