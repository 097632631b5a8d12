import { type APIResponse, expect } from "@playwright/test";

// nginx in front of the cluster names the server behind each answer in X-Upstream (scripts/cluster-nginx.mjs).
export const SERVERS = ["server-1", "server-2"] as const;

export function upstreamOf(response: { headers(): Record<string, string> }): string {
  const name = response.headers()["x-upstream"] ?? "";
  expect(SERVERS, "the X-Upstream header nginx adds").toContain(name);
  return name;
}

/**
 * Sends a read again and again until both servers have answered it (nginx takes turns, but other requests may
 * come between), checking every answer. Answers the server behind each answer, in order.
 */
export async function readFromBoth(
  read: () => Promise<APIResponse>,
  check: (response: APIResponse) => Promise<void>,
  atLeast = 2,
): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 20 && (seen.length < atLeast || new Set(seen).size < SERVERS.length); i++) {
    const response = await read();
    const server = upstreamOf(response);
    await check(response);
    seen.push(server);
  }
  expect(new Set(seen), `servers that answered: ${seen.join(", ")}`).toEqual(new Set(SERVERS));
  return seen;
}

/** Sends a read until the server other than `server` answers it; answers that answer. */
export async function readFromOtherThan(server: string, read: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let i = 0; i < 20; i++) {
    const response = await read();
    if (upstreamOf(response) !== server) return response;
  }
  throw new Error(`twenty reads in a row were all answered by ${server}`);
}
