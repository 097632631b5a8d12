import { describe, expect, it } from "vitest";
import { createReadBatch } from "./readBatch";

/** A batch reader over a table of numbers, recording each statement's keys; `release` lets a statement finish. */
function reader(options: { maxBatch?: number; maxInFlight?: number; fails?: (keys: number[]) => boolean } = {}) {
  const statements: number[][] = [];
  const gates: (() => void)[] = [];
  const read = createReadBatch<number, string>({
    key: (n) => String(n),
    async readBatch(items) {
      statements.push([...items]);
      await new Promise<void>((resolve) => gates.push(resolve));
      if (options.fails?.([...items])) throw new Error("database down");
      // Odd numbers have no row.
      return new Map(items.filter((n) => n % 2 === 0).map((n) => [String(n), `row ${n}`]));
    },
    maxBatch: options.maxBatch ?? 100,
    maxInFlight: options.maxInFlight ?? 1,
  });
  const settle = async () => {
    // Lets the scheduled pump run (setImmediate), then finishes the statements started so far.
    await new Promise((resolve) => setImmediate(resolve));
    for (const gate of gates.splice(0)) gate();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { read, statements, settle };
}

describe("batched reads", () => {
  it("reads what is asked in one turn with one statement, each key once, a missing row as undefined", async () => {
    const { read, statements, settle } = reader();
    const answers = Promise.all([read(2), read(3), read(2), read(4)]);
    await settle();
    expect(await answers).toEqual(["row 2", undefined, "row 2", "row 4"]);
    expect(statements).toEqual([[2, 3, 4]]);
  });

  it("queues what is asked while the statements run for the next batch, at most maxBatch keys a statement", async () => {
    const { read, statements, settle } = reader({ maxBatch: 2, maxInFlight: 1 });
    const first = read(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toEqual([[2]]);
    const later = Promise.all([read(4), read(6), read(8)]);
    expect(statements).toHaveLength(1);
    await settle();
    expect(await first).toBe("row 2");
    await settle();
    await settle();
    expect(await later).toEqual(["row 4", "row 6", "row 8"]);
    expect(statements).toEqual([[2], [4, 6], [8]]);
  });

  it("rejects every read of a failed statement, and reads again afterwards", async () => {
    const { read, statements, settle } = reader({ fails: (keys) => keys.includes(10) });
    const failed = Promise.allSettled([read(10), read(12)]);
    await settle();
    expect((await failed).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    const again = read(12);
    await settle();
    expect(await again).toBe("row 12");
    expect(statements).toEqual([[10, 12], [12]]);
  });
});
