import { type LookupAddress, lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { bareHost, isAddressLiteral, isLocalhostName, isPublicAddress } from "./addresses";

/**
 * The one way the server calls addresses that creators (or the platforms they register) typed: xAPI stores,
 * LTI token endpoints, key sets, line items and rosters (docs/decisions/020-outbound-addresses.md). The address
 * is checked where the connection is made, on every address the name resolves to, so a name that answered a
 * public address to an earlier check cannot answer a private one now (DNS rebinding).
 */
export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE: any address may be called (development, tests, a server inside one network). */
  allowPrivate: boolean;
  /** OUTBOUND_ALLOW_HOSTS: host names (or IP addresses) that may be private, in lower case. */
  allowHosts: readonly string[];
}

/** The address is not one this server calls: permanent, as calling again reaches the same address. */
export class OutboundRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      `${host === address ? host : `${host} (${address})`} is a private, local or reserved address; this server ` +
        "calls public addresses only (the administrator may allow it with OUTBOUND_ALLOW_HOSTS)",
    );
    this.name = "OutboundRefused";
  }
}

/** The call did not get an answer (refused connection, unknown name, reset, answer too large): worth retrying. */
export class OutboundFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OutboundFailed";
  }
}

export interface OutboundRequest {
  method?: "GET" | "POST" | "PUT";
  headers?: Headers | Record<string, string>;
  body?: string | URLSearchParams;
  signal?: AbortSignal;
}

/** fetch's shape (jose's key set fetch takes it too); redirects are answered, never followed. */
export type OutboundFetch = (url: string, init?: OutboundRequest) => Promise<Response>;

/** Largest answer read: stores, platforms and key sets answer small JSON documents. */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const trusted = (policy: OutboundPolicy, host: string) => policy.allowPrivate || policy.allowHosts.includes(host);

/**
 * Whether a URL names a host the policy refuses without asking DNS: localhost, or a private address written out.
 * The settings forms refuse these at once; names resolving to private addresses are refused when called.
 */
export function refusedWithoutLookup(text: string, policy: OutboundPolicy): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  const host = bareHost(url);
  if (trusted(policy, host)) return false;
  return isLocalhostName(host) || (isAddressLiteral(host) && !isPublicAddress(host));
}

/**
 * Resolves like the default lookup, then refuses the connection if any address the name has is neither public
 * nor on the allow-list (an IP address there allows every name that resolves to it).
 */
export function guardedLookup(host: string, allowed: readonly string[] = []): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { family: options.family ?? 0, hints: options.hints ?? 0, all: true }, (error, found) => {
      if (error) return callback(error, "", 0);
      const addresses = found as LookupAddress[];
      const blocked = addresses.find((entry) => !isPublicAddress(entry.address) && !allowed.includes(entry.address));
      if (blocked || addresses.length === 0) return callback(new OutboundRefused(host, blocked?.address ?? ""), "", 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

function answerHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * A fetch for the policy. Refusals are reported to `onRefused` (the log) as well as thrown. Every call opens its
 * own connection: a pooled one could have been opened under another policy.
 */
export function outboundFetch(policy: OutboundPolicy, onRefused?: (error: OutboundRefused) => void): OutboundFetch {
  return (target, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const fail = (error: unknown) => {
        if (error instanceof OutboundRefused) onRefused?.(error);
        reject(error);
      };
      const url = new URL(target);
      if (url.protocol !== "http:" && url.protocol !== "https:")
        return fail(new OutboundFailed(`${url.protocol} addresses are not called`));
      const host = bareHost(url);
      const checked = !trusted(policy, host);
      if (checked && refusedWithoutLookup(target, policy)) return fail(new OutboundRefused(host, host));
      if (init.signal?.aborted) return fail(init.signal.reason);
      const body = init.body === undefined ? undefined : Buffer.from(String(init.body));
      const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers ?? {}));
      if (body) headers["content-length"] = String(body.length);
      const request = (url.protocol === "https:" ? https : http).request(
        url,
        {
          method: init.method ?? "GET",
          headers,
          agent: false,
          ...(checked ? { lookup: guardedLookup(host, policy.allowHosts) } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > MAX_BODY_BYTES) request.destroy(new OutboundFailed(`${url.origin} answered more than 5 MB`));
            else chunks.push(chunk);
          });
          response.on("error", fail);
          response.on("end", () => {
            try {
              const status = response.statusCode ?? 0;
              const payload = NULL_BODY.has(status) ? null : Buffer.concat(chunks);
              resolve(new Response(payload, { status, headers: answerHeaders(response.headers) }));
            } catch (error) {
              fail(new OutboundFailed(`${url.origin} answered an unreadable response`, { cause: error }));
            }
          });
        },
      );
      const abort = () => request.destroy(init.signal?.reason);
      init.signal?.addEventListener("abort", abort, { once: true });
      request.on("close", () => init.signal?.removeEventListener("abort", abort));
      request.on("error", (error) => {
        if (error instanceof OutboundRefused || error === init.signal?.reason || error instanceof OutboundFailed)
          return fail(error);
        fail(new OutboundFailed(`${url.origin}: ${error.message}`, { cause: error }));
      });
      request.end(body);
    });
}

/** The server's fetch for its settings: each refusal is also a warning in the log (host and address only). */
export function loggedOutboundFetch(
  policy: OutboundPolicy,
  logger: { warn(details: object, message: string): void },
): OutboundFetch {
  return outboundFetch(policy, (error) =>
    logger.warn({ host: error.host, address: error.address }, "outbound call refused: not a public address"),
  );
}
