import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { FastAnswer, FastLane } from "./fastLane";
import { IMMUTABLE } from "./spa";

/** What the build puts in assets/ (hashed names), as @fastify/send types them; anything else goes to Fastify. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: "application/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  map: "application/json; charset=utf-8",
  woff2: "font/woff2",
  woff: "font/woff",
  svg: "image/svg+xml",
  png: "image/png",
};
/** A plain file name of the build: no folder, no leading dot. */
const FILE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
/** Larger files (source maps) are streamed by Fastify rather than kept in memory. */
const MAX_KEPT_BYTES = 1 << 20;
/** Plain token lists only ("gzip, deflate, br, zstd", as browsers send): weights and `*` go to Fastify. */
const PLAIN_TOKENS = /^[a-z0-9, -]*$/;

type Encoding = "br" | "gzip" | null;

/** The answer for one file and one encoding, as the static plugin would send it (same headers, same bytes). */
function fileAnswer(dir: string, name: string, encoding: Encoding, type: string): FastAnswer | undefined {
  const served = join(dir, encoding === "br" ? `${name}.br` : encoding === "gzip" ? `${name}.gz` : name);
  const stat = statSync(served);
  if (!stat.isFile() || stat.size > MAX_KEPT_BYTES) return undefined;
  const body = readFileSync(served);
  const headers: Record<string, string> = {
    "accept-ranges": "bytes",
    "cache-control": IMMUTABLE,
    "content-type": type,
    "content-length": String(body.length),
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    "last-modified": stat.mtime.toUTCString(),
    vary: "accept-encoding",
  };
  if (encoding) headers["content-encoding"] = encoding;
  return { status: 200, headers, body };
}

/**
 * The build's hashed files (/assets/*) answered from memory in the fast lane (http/fastLane.ts). The static plugin
 * checks the spelling of every path by listing its folders (readdir of assets/, some 2,000 names) on each request:
 * about 6 ms a file, and a cold builder asks for well over a hundred files at once. The names here come from one
 * listing at start, so none is an alias; a file is read once, the first time it is asked for, and kept (its name
 * changes with its content). A file built after the start, a conditional or range request, a query, or an
 * Accept-Encoding with weights go to Fastify, which answers as before; tests compare the two byte for byte.
 */
export function assetFastReads(lane: FastLane, webDistDir: string): void {
  const dir = join(webDistDir, "assets");
  let names: Set<string>;
  try {
    names = new Set(readdirSync(dir));
  } catch {
    return; // no build: the SPA's own handling answers
  }
  const kept = new Map<string, FastAnswer | null>();
  lane.route("/assets/", (rest, query, request) => {
    if (query !== "" || !FILE_NAME.test(rest) || !names.has(rest)) return undefined;
    const { headers } = request;
    if (headers.range || headers["if-none-match"] || headers["if-modified-since"] || headers["if-range"])
      return undefined;
    const type = CONTENT_TYPES[rest.slice(rest.lastIndexOf(".") + 1)];
    const accepted = (headers["accept-encoding"] ?? "").toLowerCase();
    if (!type || !PLAIN_TOKENS.test(accepted)) return undefined;
    const tokens = accepted.split(",").map((token) => token.trim());
    const encoding: Encoding =
      tokens.includes("br") && names.has(`${rest}.br`)
        ? "br"
        : tokens.includes("gzip") && names.has(`${rest}.gz`)
          ? "gzip"
          : null;
    const key = `${encoding ?? ""}:${rest}`;
    let answer = kept.get(key);
    if (answer === undefined) {
      try {
        answer = fileAnswer(dir, rest, encoding, type) ?? null;
      } catch {
        answer = null; // gone since the start: Fastify answers 404
      }
      kept.set(key, answer);
    }
    return answer ?? undefined;
  });
}
