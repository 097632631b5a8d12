import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./groupCommit";

interface Item {
  key: number;
  value: string;
}

/** A writer that records its batches and answers each item's value, or fails as told. */
function recorder(
  options: { maxBatch?: number; maxInFlight?: number; fail?: (items: readonly Item[]) => boolean } = {},
) {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  let held = false;
  const commit = createGroupCommit<Item, string>({
    key: (item) => item.key,
    maxBatch: options.maxBatch ?? 100,
    maxInFlight: options.maxInFlight ?? 1,
    async writeBatch(items) {
      batches.push(items.map((item) => item.value));
      if (held) await new Promise<void>((resolve) => releases.push(resolve));
      if (options.fail?.(items)) throw new Error("batch failed");
      return items.map((item) => (item.value.startsWith("bad") ? new Error(`refused ${item.value}`) : item.value));
    },
  });
  return {
    commit,
    batches,
    /** Holds every batch started from now on until release(). */
    hold: () => {
      held = true;
    },
    release: () => {
      held = false;
      for (const release of releases.splice(0)) release();
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("group commit", () => {
  it("writes what arrives in the same turn as one batch, each item getting its own outcome", async () => {
    const r = recorder();
    const outcomes = await Promise.all([1, 2, 3].map((key) => r.commit.submit({ key, value: `v${key}` })));
    expect(outcomes).toEqual(["v1", "v2", "v3"]);
    expect(r.batches).toEqual([["v1", "v2", "v3"]]);
    expect(r.commit.stats()).toMatchObject({ batches: 1, items: 3, largestBatch: 3, fallbacks: 0 });
  });

  it("writes a lone item at once, without waiting for company", async () => {
    const r = recorder();
    const written = r.commit.submit({ key: 1, value: "alone" });
    await tick();
    expect(r.batches).toEqual([["alone"]]);
    await expect(written).resolves.toBe("alone");
  });

  it("batches what arrived while the previous batch was being written", async () => {
    const r = recorder();
    r.hold();
    const first = r.commit.submit({ key: 1, value: "a" });
    await tick();
    const later = [2, 3, 4].map((key) => r.commit.submit({ key, value: `b${key}` }));
    await tick();
    expect(r.batches).toEqual([["a"]]);
    r.release();
    await Promise.all([first, ...later]);
    expect(r.batches).toEqual([["a"], ["b2", "b3", "b4"]]);
  });

  it("never puts two items of one key in a batch: the later waits for the next batch, in arrival order", async () => {
    const r = recorder({ maxInFlight: 2 });
    const order: string[] = [];
    const submit = (key: number, value: string) =>
      r.commit.submit({ key, value }).then((outcome) => {
        order.push(outcome);
      });
    await Promise.all([submit(1, "1st"), submit(2, "x"), submit(1, "2nd"), submit(1, "3rd"), submit(3, "y")]);
    expect(r.batches).toEqual([["1st", "x", "y"], ["2nd"], ["3rd"]]);
    expect(order.indexOf("1st")).toBeLessThan(order.indexOf("2nd"));
    expect(order.indexOf("2nd")).toBeLessThan(order.indexOf("3rd"));
  });

  it("does not write a key in a second batch while a first batch holding it is still in flight", async () => {
    const r = recorder({ maxInFlight: 2 });
    r.hold();
    const first = r.commit.submit({ key: 1, value: "first" });
    await tick();
    const second = r.commit.submit({ key: 1, value: "second" });
    const other = r.commit.submit({ key: 2, value: "other" });
    await tick();
    // The free slot takes the other key only.
    expect(r.batches).toEqual([["first"], ["other"]]);
    r.release();
    await Promise.all([first, second, other]);
    expect(r.batches).toEqual([["first"], ["other"], ["second"]]);
  });

  it("keeps batches within maxBatch", async () => {
    const r = recorder({ maxBatch: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((key) => r.commit.submit({ key, value: `v${key}` })));
    expect(r.batches).toEqual([["v1", "v2"], ["v3", "v4"], ["v5"]]);
  });

  it("rejects only the item whose outcome is an error", async () => {
    const r = recorder();
    const results = await Promise.allSettled(
      ["ok1", "bad", "ok2"].map((value, key) => r.commit.submit({ key, value })),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(r.batches).toHaveLength(1);
  });

  it("writes a failed batch again item by item, so one item that cannot be written fails alone", async () => {
    const poison = (items: readonly Item[]) => items.some((item) => item.value === "poison");
    const r = recorder({ fail: poison });
    const results = await Promise.allSettled(["a", "poison", "b"].map((value, key) => r.commit.submit({ key, value })));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(r.batches).toEqual([["a", "poison", "b"], ["a"], ["poison"], ["b"]]);
    expect(r.commit.stats().fallbacks).toBe(1);
  });

  it("keeps a key busy during the fallback, so its next item still comes after", async () => {
    const poison = (items: readonly Item[]) => items.some((item) => item.value === "poison");
    const r = recorder({ fail: poison, maxInFlight: 2 });
    const done: string[] = [];
    const submit = (key: number, value: string) =>
      r.commit.submit({ key, value }).then(
        (v) => done.push(v),
        () => done.push(`rejected ${value}`),
      );
    await Promise.all([submit(1, "a"), submit(2, "poison"), submit(1, "a2")]);
    expect(r.batches).toEqual([["a", "poison"], ["a"], ["poison"], ["a2"]]);
    expect(done).toEqual(["a", "rejected poison", "a2"]);
  });
});
