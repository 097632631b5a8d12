import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A hot read (the player's course, page and progress reads, thousands a second): its successful answers are
     * not logged at info, only from debug on. Refusals and errors are logged as everywhere.
     */
    quietLog?: boolean;
  }
}

/**
 * Query parameters that carry a credential: e-mail links' tokens, launches (embedded pages' addresses), signed
 * links' signatures and expiries, beacon tokens. The request log writes them as "[redacted]".
 */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  "token",
  "launch",
  "expiresIn",
  "sig",
  "beacon_token",
]);

/** Client routes whose last path segment is an e-mail link's secret (address confirmation, password reset). */
const SECRET_PATH = /^(\/(?:validateEmail|setNewPassword)\/)[^/?#]+/;

/** The URL with the values of secret query parameters (and e-mail links' secrets) replaced; the rest as it came. */
export function redactUrl(url: string): string {
  url = url.replace(SECRET_PATH, "$1[redacted]");
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const parts = url
    .slice(mark + 1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      const rawName = equals < 0 ? part : part.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape: the name as written, which a secret's name never needs.
      }
      return SECRET_QUERY_PARAMETERS.has(name) && equals >= 0 ? `${rawName}=[redacted]` : part;
    });
  return `${url.slice(0, mark)}?${parts.join("&")}`;
}

/** Fastify's request serializer (method, url, host, remote address and port) with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.["accept-version"];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === "string" ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Whether the logger writes debug lines (every request is then logged, hot or not). */
export const logsDebug = (log: FastifyBaseLogger) => log.level === "debug" || log.level === "trace";

const quiet = (request: FastifyRequest) => request.routeOptions.config.quietLog === true && !logsDebug(request.log);

/** Fastify's per-request log lines ("incoming request", "request completed"), minus the successes of hot reads. */
export class RequestLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (!quiet(request)) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || reply.statusCode >= 400 || !quiet(request)) super.requestCompleted(error, request, reply, metadata);
  }
}
