/**
 * Group commit: concurrent writes are queued and written a batch at a time, one statement and one commit for
 * many requests, each request still getting its own outcome. Batching is natural: a batch takes whatever
 * arrived while the previous ones were being written (and whatever arrived in the same turn of the event loop),
 * so an idle server writes at once and a busy one writes in bigger batches; no timer waits for company.
 *
 * - Two writes with the same key (one progress row) are never in one batch, nor in two batches in flight at
 *   once: the later one waits for the next batch, so writes of a key are applied in the order they came.
 * - A batch that fails as a whole is written again item by item, so one bad item fails alone.
 */
export interface GroupCommitOptions<T, R> {
  key(item: T): number | string;
  /**
   * Writes a batch and answers one outcome per item, in the items' order: a value resolves that item's
   * submit(), an Error rejects it. Throwing fails the batch, which is then written again item by item.
   */
  writeBatch(items: readonly T[]): Promise<(R | Error)[]>;
  /** Most items in one batch. */
  maxBatch: number;
  /** Most batches being written at once (each holds a database connection while it runs). */
  maxInFlight: number;
}

export interface GroupCommitStats {
  batches: number;
  items: number;
  largestBatch: number;
  /** Batches that failed as a whole and were written again item by item. */
  fallbacks: number;
}

export interface GroupCommit<T, R> {
  submit(item: T): Promise<R>;
  stats(): GroupCommitStats;
}

interface Pending<T, R> {
  item: T;
  key: number | string;
  resolve(value: R): void;
  reject(error: unknown): void;
}

export function createGroupCommit<T, R>(options: GroupCommitOptions<T, R>): GroupCommit<T, R> {
  let queue: Pending<T, R>[] = [];
  const busyKeys = new Set<number | string>();
  let inFlight = 0;
  let scheduled = false;
  const stats: GroupCommitStats = { batches: 0, items: 0, largestBatch: 0, fallbacks: 0 };

  function settle(pending: Pending<T, R>, outcome: R | Error | undefined): void {
    if (outcome instanceof Error) pending.reject(outcome);
    else if (outcome === undefined) pending.reject(new Error("group commit: no outcome for an item"));
    else pending.resolve(outcome);
  }

  async function write(batch: Pending<T, R>[]): Promise<void> {
    let outcomes: (R | Error)[];
    try {
      outcomes = await options.writeBatch(batch.map((p) => p.item));
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) {
        only.reject(error);
        return;
      }
      stats.fallbacks++;
      for (const pending of batch) {
        try {
          settle(pending, (await options.writeBatch([pending.item]))[0]);
        } catch (alone) {
          pending.reject(alone);
        }
      }
      return;
    }
    batch.forEach((pending, i) => {
      settle(pending, outcomes[i]);
    });
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.length > 0) {
      const batch: Pending<T, R>[] = [];
      const rest: Pending<T, R>[] = [];
      const keys = new Set<number | string>();
      for (const pending of queue) {
        if (batch.length < options.maxBatch && !busyKeys.has(pending.key) && !keys.has(pending.key)) {
          batch.push(pending);
          keys.add(pending.key);
        } else {
          rest.push(pending);
        }
      }
      if (batch.length === 0) return;
      queue = rest;
      for (const key of keys) busyKeys.add(key);
      inFlight++;
      stats.batches++;
      stats.items += batch.length;
      stats.largestBatch = Math.max(stats.largestBatch, batch.length);
      void write(batch).finally(() => {
        inFlight--;
        for (const key of keys) busyKeys.delete(key);
        pump();
      });
    }
  }

  return {
    submit(item) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, key: options.key(item), resolve, reject });
        // After this turn's other I/O callbacks (requests read in the same turn join the batch); not a timer.
        if (!scheduled && inFlight < options.maxInFlight) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
    stats: () => ({ ...stats }),
  };
}
