import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../db/open";
import type { UserRow } from "../db/schema";
import { findSession, type Session } from "../modules/auth/tokens";
import { errors } from "./errors";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `authenticate` on routes that need a signed-in user. */
    session: Session | null;
  }
}

function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** preHandler for routes that need a signed-in user: 401 unauthenticated for a missing, expired or revoked token. */
export function authenticate(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findSession(db, token) : null;
    if (!session) throw errors.unauthenticated();
    request.session = session;
  };
}

/** The session of a route behind `authenticate`. */
export function requireSession(request: FastifyRequest): Session {
  if (!request.session) throw errors.unauthenticated();
  return request.session;
}

export function requireUser(request: FastifyRequest): UserRow {
  return requireSession(request).user;
}
