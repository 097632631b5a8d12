import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../db/open";
import type { UserRow } from "../db/schema";
import { bearerToken, findSession, type Session } from "../modules/auth/tokens";
import { errors } from "./errors";
import { holdToLaunch } from "./launchAccess";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a signed-in user. */
    session: Session | null;
  }
}

const AUTHENTICATES = new WeakSet<object>();

/** The only way a request gets its session: a launch's sign-in is held to its scope here, on every route. */
async function admit(request: FastifyRequest, session: Session): Promise<void> {
  await holdToLaunch(request, session);
  request.session = session;
}

/** preHandler for routes that need a signed-in user: 401 unauthenticated for a missing, expired or revoked token. */
export function authenticate(db: Database): preHandlerAsyncHookHandler {
  const handler: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(db, token) : null;
    if (!session) throw errors.unauthenticated();
    await admit(request, session);
  };
  AUTHENTICATES.add(handler);
  return handler;
}

/**
 * preHandler of public routes that read the signed-in user when there is one: no Authorization header is an
 * anonymous request; a header with an unknown or expired token still answers 401, so the web's unauthorised
 * flow clears the stale session (spec 8).
 */
export function optionalAuthenticate(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = bearerToken(header);
    const session = token ? await findSession(db, token) : null;
    if (!session) throw errors.unauthenticated();
    await admit(request, session);
  };
}

/** Whether a route's preHandler(s) include `authenticate` (the OpenAPI description marks those routes). */
export function isAuthenticated(preHandler: unknown): boolean {
  const handlers: unknown[] = Array.isArray(preHandler) ? preHandler : [preHandler];
  return handlers.some((h) => typeof h === "function" && AUTHENTICATES.has(h));
}

/** The session of a route behind `authenticate`. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw errors.unauthenticated();
  return request.session;
}

export function requireUser(request: FastifyRequest): UserRow {
  return requireSession(request).user;
}
