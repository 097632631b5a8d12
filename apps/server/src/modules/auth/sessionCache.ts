import { onChange, onReset } from "../../cache/changes";
import type { Session } from "./tokens";

/**
 * Signed-in sessions this process looked up in the last few seconds, by bearer token. Every authenticated
 * request used to cost a database round trip before doing its own work; on the player's hot paths
 * (progress writes, course reads) that was most of the time. A revoke or a user change made in this
 * process forgets the entries at once; one made by another process reaches this one within the TTL
 * (SESSION_CACHE_SECONDS, 0 turns the cache off), or at once when the database's change notice arrives (a
 * revoked token, a changed user: see cache/changeFeed.ts). Entries never outlive the token itself.
 * Keyed by the token itself, which the process holds while serving its requests anyway: hashing it (as the
 * database stores it) on every request cost more than the rest of a cached course read.
 */
const MAX_ENTRIES = 10_000;

interface Entry {
  session: Session;
  until: number;
}

const entries = new Map<string, Entry>();
let ttlMs = 0;

export function configureSessionCache(seconds: number): void {
  ttlMs = Math.max(0, seconds) * 1000;
  entries.clear();
}

export function cachedSession(token: string, now: number): Session | undefined {
  if (ttlMs === 0) return undefined;
  const entry = entries.get(token);
  if (!entry) return undefined;
  if (entry.until <= now) {
    entries.delete(token);
    return undefined;
  }
  return entry.session;
}

export function rememberSession(token: string, session: Session, tokenExpiresAt: Date, now: number): void {
  if (ttlMs === 0) return;
  // Oldest first out: Map keeps insertion order.
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(token, { session, until: Math.min(now + ttlMs, tokenExpiresAt.getTime()) });
}

export function forgetSessionToken(tokenId: number): void {
  for (const [token, entry] of entries) if (entry.session.tokenId === tokenId) entries.delete(token);
}

export function forgetUserSessions(userId: number): void {
  for (const [token, entry] of entries) if (entry.session.user.id === userId) entries.delete(token);
}

onChange("token", (id) => forgetSessionToken(Number(id)));
onChange("user", (id) => forgetUserSessions(Number(id)));
onReset(() => entries.clear());
