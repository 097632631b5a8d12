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

/** Whether the logger writes debug lines (every request is then logged, hot or not). */
export const logsDebug = (log: FastifyBaseLogger) => log.level === "debug" || log.level === "trace";

const quiet = (request: FastifyRequest) => request.routeOptions.config.quietLog === true && !logsDebug(request.log);

/** Fastify's per-request log lines ("incoming request", "request completed"), minus the successes of hot reads. */
export class RequestLogController extends LogController {
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
