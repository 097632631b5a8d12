// A bare node:http server answering fixed bytes with fixed headers (plus a fresh x-request-id, as the app sends):
// the floor of any Node.js server that sends the same answer, to tell Node's own cost per answer from the app's.
// Started as its own process (`node nodeStatic.mjs <port> <spec.json>`), like the app and nginx.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Headers that belong to one answer or one connection, not to the answer's content. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "x-request-id", "transfer-encoding"]);

/** Fetches an answer of the app as raw bytes and headers (no decompression), ready to serve again. */
export function captureAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const flat = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i].toLowerCase();
          if (!PER_ANSWER.has(name)) flat.push(name, res.rawHeaders[i + 1]);
        }
        resolve({ status: res.statusCode, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** Serves each answer ({ path: { headers, body } }) on 127.0.0.1:`port` in a child process until stop(). */
export async function startNodeStatic({ port, answers }) {
  const spec = join(tmpdir(), `bench-node-static-${process.pid}-${port}.json`);
  writeFileSync(
    spec,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(answers).map(([path, a]) => [path, { headers: a.headers, body: a.body.toString("base64") }]),
      ),
    ),
  );
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), String(port), spec], { stdio: "inherit" });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`${base}${Object.keys(answers)[0]}`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, specPath] = process.argv.slice(2);
  const answers = new Map(
    Object.entries(JSON.parse(readFileSync(specPath, "utf8"))).map(([path, a]) => [
      path,
      { headers: [...a.headers, "x-request-id", ""], body: Buffer.from(a.body, "base64") },
    ]),
  );
  createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    answer.headers[answer.headers.length - 1] = randomUUID();
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  }).listen(Number(port), "127.0.0.1");
}
