import { STORAGE_KEYS, type User } from "@coursewright/course-model";

/** The part of the Web Storage API the session needs, so tests can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  token: string;
  /** Absolute expiry time in milliseconds since the epoch. */
  expiresAt: number;
  user: User | null;
  permissions: string[];
}

const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.expiresIn,
  STORAGE_KEYS.currentUser,
  STORAGE_KEYS.permissions,
] as const;

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function readSession(storage: KeyValueStorage, now: number): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.accessToken);
  const expiresAt = Number(storage.getItem(STORAGE_KEYS.expiresIn));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= now) return null;
  const permissions = parseJson<unknown>(storage.getItem(STORAGE_KEYS.permissions), []);
  return {
    token,
    expiresAt,
    user: parseJson<User | null>(storage.getItem(STORAGE_KEYS.currentUser), null),
    permissions: Array.isArray(permissions) ? permissions.filter((p): p is string => typeof p === "string") : [],
  };
}

export function writeSession(storage: KeyValueStorage, session: StoredSession): void {
  storage.setItem(STORAGE_KEYS.accessToken, session.token);
  storage.setItem(STORAGE_KEYS.expiresIn, String(session.expiresAt));
  storage.setItem(STORAGE_KEYS.permissions, JSON.stringify(session.permissions));
  if (session.user) storage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(session.user));
  else storage.removeItem(STORAGE_KEYS.currentUser);
}

export function clearSession(storage: KeyValueStorage): void {
  for (const key of SESSION_KEYS) storage.removeItem(key);
}

/**
 * expiresIn in a URL may be seconds from now (like the token answer) or an absolute time in
 * milliseconds (like our storage); anything past year 2001 in milliseconds is taken as absolute.
 */
export function expiryFromParam(value: string, now: number): number | null {
  const n = Number(value);
  if (!value.trim() || !Number.isFinite(n) || n <= 0) return null;
  return n > 1_000_000_000_000 ? n : now + n * 1000;
}

export interface SessionStart {
  session: StoredSession | null;
  /** Where the session lives: URL sessions are kept for the browser tab only (spec 4). */
  source: "url" | "session" | "local" | null;
  /** The page URL without the token parameters, when they had to be removed. */
  cleanedSearch: string | null;
}

/**
 * Spec 4 Login, on startup: a token and expiresIn in the page URL are accepted and kept for the
 * session only; otherwise a stored, unexpired token counts as logged in; anything else is a guest.
 */
export function startSession(
  search: string,
  stores: { session: KeyValueStorage; local: KeyValueStorage },
  now: number,
): SessionStart {
  const params = new URLSearchParams(search);
  const urlToken = params.get("token");
  const urlExpires = params.get("expiresIn");
  let cleanedSearch: string | null = null;
  if (urlToken !== null || urlExpires !== null) {
    params.delete("token");
    params.delete("expiresIn");
    const rest = params.toString();
    cleanedSearch = rest ? `?${rest}` : "";
  }
  if (urlToken && urlExpires) {
    const expiresAt = expiryFromParam(urlExpires, now);
    if (expiresAt && expiresAt > now) {
      const session: StoredSession = { token: urlToken, expiresAt, user: null, permissions: [] };
      clearSession(stores.session);
      writeSession(stores.session, session);
      return { session, source: "url", cleanedSearch };
    }
  }
  const fromTab = readSession(stores.session, now);
  if (fromTab) return { session: fromTab, source: "session", cleanedSearch };
  const fromLocal = readSession(stores.local, now);
  if (fromLocal) return { session: fromLocal, source: "local", cleanedSearch };
  clearSession(stores.session);
  clearSession(stores.local);
  return { session: null, source: null, cleanedSearch };
}
