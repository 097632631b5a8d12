import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";

/** An answer the fast lane writes: status, headers (besides the security headers and request id), bytes. */
export interface FastAnswer {
  status: number;
  /** The same object for every answer of a kind: the lane keeps their combined header list by it. */
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

/**
 * An answer made for one request (get_progress), as text sent in UTF-8. Its headers (the same object for every
 * answer of a kind) carry no content-length: the lane adds the body's, as Fastify does.
 */
export interface FastTextAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

type LaneAnswer = FastAnswer | FastTextAnswer;

/**
 * Answers a GET from this process's memory alone, or undefined to leave the request to Fastify. `rest` is the
 * path after the route's prefix, `query` what follows "?" ("" when nothing does). Throwing leaves it to Fastify
 * too, which then answers the refusal as the route does. A route may answer after one asynchronous read (a
 * promise): a promise of undefined, or one that fails, hands the request to Fastify then.
 */
export type FastRoute = (
  rest: string,
  query: string,
  request: IncomingMessage,
) => LaneAnswer | undefined | Promise<LaneAnswer | undefined>;

/** Fastify's handler of a request, to which the lane hands what it does not answer. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** An answer's headers as writeHead takes them, with the slots filled per answer. */
interface HeaderList {
  flat: string[];
  /** Where the content-length value goes, or -1 when the answer's headers carry it. */
  lengthAt: number;
}

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
  #combined = new WeakMap<Readonly<Record<string, string>>, HeaderList>();
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

  /**
   * Whether the lane took the request: it answered it, or will once its read is done (handing it to `fallback`,
   * Fastify, if it then cannot). False: the caller hands it to Fastify now.
   */
  handle(request: IncomingMessage, response: ServerResponse, fallback: RequestHandler): boolean {
    if (!this.#open || request.method !== "GET") return false;
    const url = request.url ?? "";
    for (const { prefix, route } of this.#routes) {
      if (!url.startsWith(prefix)) continue;
      const clientId = request.headers["x-request-id"];
      if (clientId !== undefined && (typeof clientId !== "string" || !CLIENT_REQUEST_ID.test(clientId))) return false;
      const mark = url.indexOf("?", prefix.length);
      const rest = mark < 0 ? url.slice(prefix.length) : url.slice(prefix.length, mark);
      const query = mark < 0 ? "" : url.slice(mark + 1);
      let answer: ReturnType<FastRoute>;
      try {
        answer = route(rest, query, request);
      } catch {
        return false;
      }
      if (!answer) return false;
      if (answer instanceof Promise) {
        answer
          .then(
            (done) => (done ? this.#write(done, clientId, response) : fallback(request, response)),
            () => fallback(request, response),
          )
          // Writing to a connection that broke meanwhile: nothing left to answer.
          .catch((error: unknown) => response.destroy(error instanceof Error ? error : undefined));
        return true;
      }
      this.#write(answer, clientId, response);
      return true;
    }
    return false;
  }

  #write(answer: LaneAnswer, clientId: string | undefined, response: ServerResponse): void {
    const { flat, lengthAt } = this.#headersOf(answer);
    // The slots are filled in place rather than the list copied for every answer: writeHead copies the list
    // before returning. The last value is the request id's.
    if (lengthAt >= 0 && typeof answer.body === "string") flat[lengthAt] = String(Buffer.byteLength(answer.body));
    flat[flat.length - 1] = clientId ?? randomUUID();
    response.writeHead(answer.status, flat);
    if (answer.body === null) response.end();
    else response.end(answer.body);
    this.answered++;
  }

  #headersOf(answer: LaneAnswer): HeaderList {
    let list = this.#combined.get(answer.headers);
    if (!list) {
      const own = Object.entries(answer.headers).flat();
      const sized = typeof answer.body !== "string";
      const flat = [...this.#securityHeaders, ...own, ...(sized ? [] : ["content-length", ""]), "x-request-id", ""];
      list = { flat, lengthAt: sized ? -1 : flat.length - 3 };
      this.#combined.set(answer.headers, list);
    }
    return list;
  }
}

/** Fastify's serverFactory: its HTTP server, with the lane in front of its handler. */
export function fastLaneServer(lane: FastLane): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((request, response) => {
      if (!lane.handle(request, response, handler)) handler(request, response);
    });
    // What Fastify sets on the servers it makes itself (its defaults: this app sets none of them).
    const { keepAliveTimeout, requestTimeout, connectionTimeout } = options;
    server.keepAliveTimeout = typeof keepAliveTimeout === "number" ? keepAliveTimeout : 72_000;
    server.requestTimeout = typeof requestTimeout === "number" ? requestTimeout : 0;
    server.setTimeout(typeof connectionTimeout === "number" ? connectionTimeout : 0);
    return server;
  };
}
