import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";

/** An answer the fast lane writes: status, headers (besides the security headers and request id), bytes. */
export interface FastAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

/**
 * Answers a GET from this process's memory alone, or undefined to leave the request to Fastify. `rest` is the
 * path after the route's prefix, `query` what follows "?" ("" when nothing does). Throwing leaves it to Fastify
 * too, which then answers the refusal as the route does.
 */
export type FastRoute = (rest: string, query: string, request: IncomingMessage) => FastAnswer | undefined;

declare module "fastify" {
  interface FastifyInstance {
    /** The fast lane in front of this app's routes (http/fastLane.ts). */
    fastLane: FastLane;
  }
}

/** A request id a client sent is kept (as Fastify does) when it is plain visible ASCII. */
const CLIENT_REQUEST_ID = /^[\x21-\x7e]{1,200}$/;

/**
 * The player's hottest reads (a whole course to every learner opening it, its first page) answered before
 * Fastify when everything they need is already in memory: the session, the access rows, the serialised answer.
 * Routing a request through Fastify (request and reply objects, hooks, schema validation, logger) cost more than
 * the rest of such a read (docs/decisions/008). Only exact paths of registered prefixes qualify, with GET and
 * nothing unusual; anything else, any miss and any refusal go to Fastify, whose routes are the reference (the
 * same functions decide, and tests compare both answers byte for byte). The lane writes the same headers:
 * the security headers, the request id, the answer's own.
 */
export class FastLane {
  /** Answers written so far (tests and diagnostics). */
  answered = 0;
  #routes: { prefix: string; route: FastRoute }[] = [];
  #securityHeaders: string[] = [];
  #combined = new WeakMap<Readonly<Record<string, string>>, string[]>();
  #open = false;

  route(prefix: string, route: FastRoute): void {
    this.#routes.push({ prefix, route });
  }

  /** Security headers every answer carries (http/security.ts), in the order Fastify's hook sets them. */
  setSecurityHeaders(headers: Readonly<Record<string, string>>): void {
    this.#securityHeaders = Object.entries(headers).flat();
    this.#combined = new WeakMap();
  }

  /** Answers only between the app's start and its close (Fastify answers 503 while closing). */
  open(): void {
    this.#open = true;
  }

  close(): void {
    this.#open = false;
  }

  /** Whether the lane answered the request (else the caller hands it to Fastify). */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#open || request.method !== "GET") return false;
    const url = request.url ?? "";
    for (const { prefix, route } of this.#routes) {
      if (!url.startsWith(prefix)) continue;
      const clientId = request.headers["x-request-id"];
      if (clientId !== undefined && (typeof clientId !== "string" || !CLIENT_REQUEST_ID.test(clientId))) return false;
      const mark = url.indexOf("?", prefix.length);
      const rest = mark < 0 ? url.slice(prefix.length) : url.slice(prefix.length, mark);
      const query = mark < 0 ? "" : url.slice(mark + 1);
      let answer: FastAnswer | undefined;
      try {
        answer = route(rest, query, request);
      } catch {
        return false;
      }
      if (!answer) return false;
      const headers = this.#headersOf(answer);
      // The last value is the request id's: writeHead copies the list before returning, so the shared list is
      // filled in place rather than copied for every answer.
      headers[headers.length - 1] = clientId ?? randomUUID();
      response.writeHead(answer.status, headers);
      if (answer.body === null) response.end();
      else response.end(answer.body);
      this.answered++;
      return true;
    }
    return false;
  }

  #headersOf(answer: FastAnswer): string[] {
    let flat = this.#combined.get(answer.headers);
    if (!flat) {
      flat = [...this.#securityHeaders, ...Object.entries(answer.headers).flat(), "x-request-id", ""];
      this.#combined.set(answer.headers, flat);
    }
    return flat;
  }
}

/** Fastify's serverFactory: its HTTP server, with the lane in front of its handler. */
export function fastLaneServer(lane: FastLane): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!lane.handle(request, response)) handler(request, response);
    });
    // What Fastify sets on the servers it makes itself (its defaults: this app sets none of them).
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
    server.keepAliveTimeout = typeof keepAliveTimeout === "number" ? keepAliveTimeout : 72_000;
    server.requestTimeout = typeof requestTimeout === "number" ? requestTimeout : 0;
    server.setTimeout(typeof connectionTimeout === "number" ? connectionTimeout : 0);
    return server;
  };
}
