import { afterEach, describe, expect, it, vi } from "vitest";
import { createTtlCache } from "./ttlCache";

const cacheOf = (ttl: number, maxEntries = 100) => createTtlCache<string, number>({ ttlMs: () => ttl, maxEntries });

/** A load the test finishes when it wants (to race it against a forget). */
function deferred() {
  let resolve: (value: number) => void = () => {};
  const promise = new Promise<number>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("createTtlCache", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a loaded value for its seconds, then loads it again", async () => {
    vi.useFakeTimers();
    const cache = cacheOf(10_000);
    const load = vi.fn(async () => 1);
    expect(await cache.get("a", load)).toBe(1);
    expect(await cache.get("a", load)).toBe(1);
    expect(cache.peek("a")).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_001);
    expect(cache.peek("a")).toBeUndefined();
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps nothing with 0 seconds", async () => {
    const cache = cacheOf(0);
    const load = vi.fn(async () => 1);
    await cache.get("a", load);
    await cache.get("a", load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = cacheOf(10_000);
    const pending = deferred();
    const load = vi.fn(() => pending.promise);
    const both = Promise.all([cache.get("a", load), cache.get("a", load)]);
    pending.resolve(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("does not store a load that began before a forget (it may hold the row as it was before a write)", async () => {
    const cache = cacheOf(10_000);
    const before = deferred();
    const stale = cache.get("a", () => before.promise);
    cache.forget("a");
    // A reader after the forget does not join the load in flight.
    const fresh = cache.get("a", async () => 2);
    before.resolve(1);
    expect(await stale).toBe(1);
    expect(await fresh).toBe(2);
    expect(cache.peek("a")).toBe(2);
  });

  it("does not store a load that began before another key was forgotten either (a scan may have missed it)", async () => {
    const cache = cacheOf(10_000);
    const pending = deferred();
    const load = cache.get("a", () => pending.promise);
    cache.forgetWhere((value) => value === 99);
    pending.resolve(1);
    expect(await load).toBe(1);
    expect(cache.peek("a")).toBeUndefined();
  });

  it("does not remember failures", async () => {
    const cache = cacheOf(10_000);
    await expect(cache.get("a", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 3)).toBe(3);
  });

  it("forgets entries by value, and the oldest first when full", async () => {
    const cache = cacheOf(10_000, 2);
    await cache.get("a", async () => 1);
    await cache.get("b", async () => 2);
    await cache.get("c", async () => 3);
    expect(cache.peek("a")).toBeUndefined();
    cache.forgetWhere((value) => value === 2);
    expect(cache.peek("b")).toBeUndefined();
    expect(cache.peek("c")).toBe(3);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
