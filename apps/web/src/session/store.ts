import { hasPermission, type Permission, type TokenResponse, type User } from "@coursewright/course-model";
import { create } from "zustand";
import { browserStorage } from "./browserStorage";
import { clearSession, type KeyValueStorage, type StoredSession, startSession, writeSession } from "./storage";

interface SessionState {
  token: string | null;
  expiresAt: number | null;
  user: User | null;
  permissions: string[];
  appMode: string | null;
  /** "session" when the token came in the page URL: then nothing is written to localStorage. */
  persistence: "local" | "session";
}

const GUEST: SessionState = {
  token: null,
  expiresAt: null,
  user: null,
  permissions: [],
  appMode: null,
  persistence: "local",
};

export const useSession = create<SessionState>(() => GUEST);

function storageFor(persistence: SessionState["persistence"]): KeyValueStorage {
  return browserStorage(persistence);
}

function persist(state: SessionState): void {
  if (!state.token || !state.expiresAt) return;
  const stored: StoredSession = {
    token: state.token,
    expiresAt: state.expiresAt,
    user: state.user,
    permissions: state.permissions,
  };
  writeSession(storageFor(state.persistence), stored);
}

/** Reads the session at startup; removes token parameters from the address bar. */
export function initSession(): void {
  const start = startSession(
    window.location.search,
    { session: browserStorage("session"), local: browserStorage("local") },
    Date.now(),
  );
  if (start.cleanedSearch !== null) {
    const url = `${window.location.pathname}${start.cleanedSearch}${window.location.hash}`;
    window.history.replaceState(window.history.state, "", url);
  }
  if (!start.session) return;
  useSession.setState({
    token: start.session.token,
    expiresAt: start.session.expiresAt,
    user: start.session.user,
    permissions: start.session.user?.permissions ?? start.session.permissions,
    appMode: null,
    persistence: start.source === "local" ? "local" : "session",
  });
}

export function signIn(answer: TokenResponse, now = Date.now()): void {
  const state: SessionState = {
    token: answer.access_token,
    expiresAt: now + answer.expires_in * 1000,
    user: answer.user,
    permissions: answer.permissions,
    appMode: answer.appMode,
    persistence: "local",
  };
  useSession.setState(state);
  persist(state);
}

export function updateUser(user: User): void {
  const state = { ...useSession.getState(), user, permissions: user.permissions };
  if (!state.token) return;
  useSession.setState(state);
  persist(state);
}

/** Forgets the session everywhere (both storages: a URL session may sit beside a stored one). */
export function clearSessionEverywhere(): void {
  clearSession(browserStorage("local"));
  clearSession(browserStorage("session"));
  useSession.setState(GUEST);
}

export function isLoggedIn(state: Pick<SessionState, "token" | "expiresAt">, now = Date.now()): boolean {
  return Boolean(state.token && state.expiresAt && state.expiresAt > now);
}

export function useIsLoggedIn(): boolean {
  return useSession((s) => isLoggedIn(s));
}

export function useHasPermission(permission: Permission): boolean {
  return useSession((s) => hasPermission(s.permissions, permission));
}

/**
 * Signs in with a bare access token (a short registration's sign-in, valid `seconds`): the user's details are
 * fetched by the app when it needs them.
 */
export function signInWithToken(token: string, seconds: number, now = Date.now()): void {
  const state: SessionState = {
    token,
    expiresAt: now + seconds * 1000,
    user: null,
    permissions: [],
    appMode: null,
    persistence: "local",
  };
  useSession.setState(state);
  persist(state);
}
