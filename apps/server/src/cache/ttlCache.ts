/**
 * A per-process map of values looked up in the last few seconds (SESSION_CACHE_SECONDS), for rows that hot
 * read paths need on every request. Two rules keep it honest:
 * - an entry never outlives its seconds (0 turns the cache off: every read goes to the loader);
 * - a load that began before a forget is not stored: a read racing a write could otherwise put the row as it
 *   was before the write back into the cache after the writer forgot it (each forget moves a generation).
 * Concurrent misses of one key share one load. The oldest entries go first when the map is full.
 */
export interface TtlCache<K, V> {
  /** The value when cached and fresh; undefined otherwise (never loads). */
  peek(key: K, now?: number): V | undefined;
  /** The cached value, or the loader's (stored unless something was forgotten meanwhile). */
  get(key: K, load: () => Promise<V>): Promise<V>;
  forget(key: K): void;
  /** Forgets every entry whose value matches (a scan: for rare changes such as a theme's deletion). */
  forgetWhere(matches: (value: V, key: K) => boolean): void;
  clear(): void;
  readonly size: number;
}

interface Entry<V> {
  value: V;
  until: number;
}

export interface TtlCacheOptions {
  /** Lifetime of an entry in milliseconds; a function so the setting can change after the cache is made. */
  ttlMs: () => number;
  maxEntries: number;
}

export function createTtlCache<K, V>({ ttlMs, maxEntries }: TtlCacheOptions): TtlCache<K, V> {
  const entries = new Map<K, Entry<V>>();
  const loading = new Map<K, Promise<V>>();
  let generation = 0;

  function store(key: K, value: V, ttl: number): void {
    if (entries.size >= maxEntries && !entries.has(key)) {
      // Map keeps insertion order: the first key is the oldest.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, { value, until: Date.now() + ttl });
  }

  return {
    peek(key, now = Date.now()) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.until > now) return entry.value;
      entries.delete(key);
      return undefined;
    },
    get(key, load) {
      const hit = this.peek(key);
      if (hit !== undefined) return Promise.resolve(hit);
      const ttl = ttlMs();
      if (ttl <= 0) return load();
      const pending = loading.get(key);
      if (pending) return pending;
      const startedAt = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (generation === startedAt) store(key, value, ttl);
          return value;
        },
        (error: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, promise);
      return promise;
    },
    forget(key) {
      generation++;
      entries.delete(key);
      // A load in flight may hold the old row: later callers must not join it.
      loading.delete(key);
    },
    forgetWhere(matches) {
      generation++;
      for (const [key, entry] of entries) if (matches(entry.value, key)) entries.delete(key);
      loading.clear();
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
