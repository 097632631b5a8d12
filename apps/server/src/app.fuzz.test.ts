import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { expect, it } from "vitest";
import { forEachDatabase } from "./test/context";
import { requestsFor } from "./test/fuzz/requests";
import { ownerWorld } from "./test/fuzz/world";

/**
 * Every route of the app, enumerated from the app itself, gets requests drawn from its own zod schemas and bent
 * (wrong types, huge and empty strings, NUL, lone surrogates, big integers, deep nesting, extra and missing
 * fields, broken multipart), sent as the owner of everything the ids name. None may answer 5xx; refusals answer
 * in the standard shape. FUZZ_RUNS (runs per route and method) makes it longer; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS) || 20;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const I18N_KEY = /^[a-z_]+(\.[a-z_]+)+$/;
/** The API's addresses; the others are pages (the app's, the hub landing pages), which refuse with a page. */
/** Routes of hubs and what they hold, and deletions (a deleted course or image leaves the hubs that show it). */
const TOUCHES_HUBS = /hub|categories|tags/;
/** Selling routes: they get an order, a booking and a test checkout session to name. */
const SELLS = /orders|payouts|event_bookings|checkout|payments|\/book|waitlist|bookings/;
const API_PATH = /^\/(api|oauth|files|media)(\/|$)/;

/** What is wrong with an answer, or undefined when nothing is. */
function problemOf(url: string, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  const type = String(res.headers["content-type"]);
  if (!API_PATH.test(url) && type.startsWith("text/html")) return res.body.length > 0 ? undefined : "an empty page";
  if (!type.startsWith("application/json")) return "a refusal that is not JSON";
  const body: unknown = res.json();
  if (typeof body !== "object" || body === null) return "a refusal without a body";
  const message = "message" in body ? body.message : undefined;
  if (typeof message !== "string" || message === "" || I18N_KEY.test(message)) return "no translated message";
  if (res.statusCode !== 422) return "error" in body && typeof body.error === "string" ? undefined : "no error id";
  const errors = "errors" in body ? body.errors : undefined;
  if (typeof errors !== "object" || errors === null || Object.keys(errors).length === 0) return "422 without errors";
  for (const [field, messages] of Object.entries(errors)) {
    if (!Array.isArray(messages) || messages.length === 0) return `no messages for ${field}`;
    if (messages.some((m) => typeof m !== "string" || I18N_KEY.test(m))) return `untranslated message for ${field}`;
    if (new Set(messages).size !== messages.length) return `a message repeated for ${field}`;
  }
  return undefined;
}

function summary(request: InjectOptions, res: LightMyRequestResponse | undefined): string {
  const payload = request.payload === undefined ? "" : String(request.payload);
  const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}... (${text.length} characters)` : text);
  return `${request.method} ${short(String(request.url))} ${short(payload)} -> ${res?.statusCode} ${short(res?.body ?? "")}`;
}

const methodsOf = (route: RouteOptions): string[] =>
  (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== "HEAD" && m !== "OPTIONS");

// A web build of the pages the server writes into (the app's and the landing pages' entry), so that every route
// is fuzzed as it runs in production.
const webDist = mkdtempSync(join(tmpdir(), "cw-fuzz-web-"));
for (const page of ["index.html", "player.html", "hub.html"]) {
  writeFileSync(join(webDist, page), "<!doctype html><html><head><title>app</title></head><body></body></html>");
}

forEachDatabase(
  "every route, fuzzed",
  (t) => {
    it(
      "never answers 5xx and refuses in the standard shape",
      async () => {
        const routes = t.routes;
        expect(routes.filter((route) => route.url.startsWith("/api/")).length).toBeGreaterThan(60);
        const failures: string[] = [];
        for (const route of routes) {
          for (const method of methodsOf(route)) {
            const world = await ownerWorld(t, {
              external: route.url.startsWith("/api/external/"),
              hubs: TOUCHES_HUBS.test(route.url) || method === "DELETE",
              selling: SELLS.test(route.url),
            });
            let last: LightMyRequestResponse | undefined;
            const result = await fc.check(
              fc.asyncProperty(requestsFor(route, method, world), async (request) => {
                last = await t.inject(request);
                const problem = problemOf(String(request.url), last);
                if (problem) throw new Error(problem);
              }),
              { numRuns: RUNS, seed: SEED, endOnFailure: true },
            );
            if (result.failed && result.counterexample) {
              const [request] = result.counterexample;
              failures.push(
                `${method} ${route.url}: ${String(result.errorInstance)} (seed ${result.seed})\n  ${summary(request, last)}`,
              );
            }
          }
        }
        expect(failures).toEqual([]);
      },
      60_000 + RUNS * 10_000,
    );
  },
  { env: { WEB_DIST_DIR: webDist } },
);
