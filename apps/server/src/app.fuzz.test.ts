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

/** What is wrong with an answer, or undefined when nothing is. */
function problemOf(res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers["content-type"]).startsWith("application/json")) return "a refusal that is not JSON";
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

forEachDatabase("every route, fuzzed", (t) => {
  it(
    "never answers 5xx and refuses in the standard shape",
    async () => {
      const routes = t.routes;
      expect(routes.filter((route) => route.url.startsWith("/api/")).length).toBeGreaterThan(60);
      const failures: string[] = [];
      for (const route of routes) {
        for (const method of methodsOf(route)) {
          const world = await ownerWorld(t, { external: route.url.startsWith("/api/external/") });
          let last: LightMyRequestResponse | undefined;
          const result = await fc.check(
            fc.asyncProperty(requestsFor(route, method, world), async (request) => {
              last = await t.inject(request);
              const problem = problemOf(last);
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
});
