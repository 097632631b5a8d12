/**
 * What changed, for the per-process caches to forget. A write made in this process announces its change itself,
 * after its commit, so the next read here sees it at once; the database also announces every change to these
 * rows to every process (triggers and NOTIFY, see changeFeed.ts), so other processes forget within moments
 * instead of at the end of SESSION_CACHE_SECONDS.
 *
 * The ids are strings as they travel in a notification: a course, share, theme, user, token or hub id; for
 * "media_owner" the id of the user whose media library changed (answers that show their media are rebuilt).
 */
export const CHANGE_KINDS = ["course", "share", "theme", "media_owner", "user", "token", "hub"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

type Listener = (id: string) => void;

const listeners = new Map<ChangeKind, Listener[]>(CHANGE_KINDS.map((kind) => [kind, []]));
const resets: (() => void)[] = [];

/** A cache forgets what depends on this kind of row. Answers a function that stops listening. */
export function onChange(kind: ChangeKind, listener: Listener): () => void {
  const list = listeners.get(kind);
  list?.push(listener);
  return () => {
    const at = list?.indexOf(listener) ?? -1;
    if (at >= 0) list?.splice(at, 1);
  };
}

/** A cache empties itself when changes may have been missed (the notification connection was lost). */
export function onReset(reset: () => void): void {
  resets.push(reset);
}

export function announceChange(kind: ChangeKind, id: string | number): void {
  const text = String(id);
  for (const listener of listeners.get(kind) ?? []) listener(text);
}

export function forgetEverything(): void {
  for (const reset of resets) reset();
}

/** A notification's payload ("course:12"), or null when it is not one of ours. */
export function parseChange(payload: string): { kind: ChangeKind; id: string } | null {
  const colon = payload.indexOf(":");
  if (colon < 0) return null;
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  const known = CHANGE_KINDS.find((k) => k === kind);
  return known && id !== "" ? { kind: known, id } : null;
}
