/**
 * Launch addresses by request, kept for an hour (a launch URL stays valid for 6 to 12 hours) so a page shown
 * again, or two blocks of one package, ask the server once. A failed request is forgotten, so a retry asks
 * again. Plain promises rather than TanStack Query: the player's own page (player.html) has no query client,
 * and the player's code stays without the library.
 */
export function createLaunchCache<T>(maxAgeMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < maxAgeMs) return hit.value;
      const value = load();
      entries.set(key, { value, at: now() });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    forget(key: string): void {
      entries.delete(key);
    },
  };
}
