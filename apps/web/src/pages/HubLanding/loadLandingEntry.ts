const KEY = "landing_entry_loaded";
/** A second load of the same address within this time is a loop (the server answered the app's page for it). */
const LOOP_MS = 10_000;

type Location = Pick<globalThis.Location, "pathname" | "search" | "hash" | "replace">;
type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/**
 * Loads the current address as a new page (the landing entry). Answers false, and loads nothing, when this same
 * address was just loaded that way and the app's page came back for it: without its own page the server has
 * nothing better, and another load would loop.
 */
export function loadLandingEntry(location: Location, storage: Storage, now: number): boolean {
  const address = `${location.pathname}${location.search}${location.hash}`;
  try {
    const last = JSON.parse(storage.getItem(KEY) ?? "null") as { address?: string; at?: number } | null;
    if (last?.address === address && typeof last.at === "number" && now - last.at < LOOP_MS) return false;
    storage.setItem(KEY, JSON.stringify({ address, at: now }));
  } catch {
    // No session storage: load anyway (a loop would need the server to lack the landing entry too).
  }
  location.replace(address);
  return true;
}
