import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { guardedLookup, OutboundFailed, OutboundRefused, outboundFetch, refusedWithoutLookup } from "./client";

// A name that a resolver answers with a private address after a check could have seen a public one (rebinding):
// the resolver is asked only by the connection, so this stands for both.
vi.mock("node:dns", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:dns")>();
  const fake: Record<string, { address: string; family: number }[]> = {
    "rebound.test": [{ address: "127.0.0.1", family: 4 }],
    "mixed.test": [
      { address: "93.184.215.14", family: 4 },
      { address: "::1", family: 6 },
    ],
    "public.test": [{ address: "93.184.215.14", family: 4 }],
  };
  const lookup = (host: string, options: object, callback: (...args: unknown[]) => void) => {
    const answer = fake[host];
    if (!answer) return actual.lookup(host, options as never, callback as never);
    callback(null, answer);
  };
  return { ...actual, default: { ...actual, lookup }, lookup };
});

const ON = { allowPrivate: false, allowHosts: [] };
const OFF = { allowPrivate: true, allowHosts: [] };

let server: Server;
let port: number;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url} ${request.headers["content-type"] ?? ""}`);
    if (request.url === "/moved") return response.writeHead(302, { location: "http://127.0.0.1:1/" }).end();
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => response.writeHead(200, { "content-type": "application/json" }).end(`{"got":"${body}"}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("outboundFetch", () => {
  it("refuses a name that resolves to the loopback address while the policy is on, and logs it", async () => {
    const refused: OutboundRefused[] = [];
    const call = outboundFetch(ON, (error) => refused.push(error));
    const before = seen.length;
    await expect(call(`http://localhost:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(call(`http://rebound.test:${port}/`)).rejects.toThrow(/rebound\.test \(127\.0\.0\.1\) is a private/);
    await expect(call(`http://[::ffff:127.0.0.1]:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    await expect(call(`http://0x7f000001:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
    expect(refused.map((error) => error.host)).toEqual(["localhost", "rebound.test", "::ffff:7f00:1", "127.0.0.1"]);
    expect(seen.length).toBe(before);
  });

  it("calls the same addresses with the policy off, posting the body", async () => {
    const call = outboundFetch(OFF);
    const answer = await call(`http://localhost:${port}/x`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ got: "hello" });
    expect(seen.at(-1)).toBe("POST /x text/plain");
    const form = await call(`http://127.0.0.1:${port}/form`, { method: "POST", body: new URLSearchParams({ a: "1" }) });
    expect(await form.json()).toEqual({ got: "a=1" });
  });

  it("calls a host on the allow-list while the policy is on", async () => {
    const call = outboundFetch({ allowPrivate: false, allowHosts: ["localhost"] });
    expect((await call(`http://localhost:${port}/`)).status).toBe(200);
    await expect(call(`http://127.0.0.1:${port}/`)).rejects.toBeInstanceOf(OutboundRefused);
  });

  it("answers a redirect instead of following it", async () => {
    const answer = await outboundFetch(OFF)(`http://127.0.0.1:${port}/moved`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("http://127.0.0.1:1/");
  });

  it("fails with OutboundFailed when nothing answers, and with the timeout's reason when it runs out", async () => {
    await expect(outboundFetch(OFF)("http://127.0.0.1:1/")).rejects.toBeInstanceOf(OutboundFailed);
    const hang = createServer(() => {});
    await new Promise<void>((resolve) => hang.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(hang.address() as AddressInfo).port}/`;
      await expect(outboundFetch(OFF)(url, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
        name: "TimeoutError",
      });
    } finally {
      hang.closeAllConnections();
      await new Promise<void>((resolve) => hang.close(() => resolve()));
    }
  });
});

describe("guardedLookup", () => {
  const resolve = (host: string, all: boolean) =>
    new Promise<unknown>((done, fail) =>
      guardedLookup(host)(host, { all }, (error, address, family) =>
        error ? fail(error) : done(all ? address : [address, family]),
      ),
    );

  it("hands public answers on in the shape asked for", async () => {
    expect(await resolve("public.test", true)).toEqual([{ address: "93.184.215.14", family: 4 }]);
    expect(await resolve("public.test", false)).toEqual(["93.184.215.14", 4]);
  });

  it("refuses a name with any private address among its answers", async () => {
    await expect(resolve("mixed.test", true)).rejects.toThrow(/mixed\.test \(::1\)/);
  });

  it("lets private addresses on the allow-list through, whatever the name", async () => {
    const answer = await new Promise<unknown>((done, fail) =>
      guardedLookup("rebound.test", ["127.0.0.1"])("rebound.test", { all: true }, (error, address) =>
        error ? fail(error) : done(address),
      ),
    );
    expect(answer).toEqual([{ address: "127.0.0.1", family: 4 }]);
  });
});

describe("refusedWithoutLookup", () => {
  it.each([
    ["http://localhost:8080/xapi", true],
    ["http://lrs.localhost/", true],
    ["https://10.0.0.5/token", true],
    ["https://[fd00::5]/jwks", true],
    ["https://169.254.169.254/", true],
    ["https://lrs.example.com/xapi", false],
    ["https://8.8.8.8/", false],
  ])("%s: %s", (url, refused) => {
    expect(refusedWithoutLookup(url, ON)).toBe(refused);
    expect(refusedWithoutLookup(url, OFF)).toBe(false);
  });

  it("lets the allow-list through", () => {
    expect(refusedWithoutLookup("https://10.0.0.5/", { allowPrivate: false, allowHosts: ["10.0.0.5"] })).toBe(false);
  });
});
