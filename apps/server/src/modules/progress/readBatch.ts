/**
 * Batched reads: the reads asked for in one turn of the event loop (and while the previous batches run) go to
 * the database as one statement, and reads of the same key share one result. On a busy server a round trip to
 * PostgreSQL (a write and a read on its socket, the statement's parse and describe) cost more than anything else
 * get_progress does (bench/RESULTS.md "get_progress"); a batch pays it once for many answers.
 *
 * A read still sees every write that finished before it was asked: its statement is sent after it was queued.
 * Like the group commit of writes (groupCommit.ts) no timer waits for company: an idle server reads at once.
 */
export interface ReadBatchOptions<K, R> {
  key(item: K): string;
  /** Reads the items (distinct keys) and answers the found results by key; a missing key resolves undefined. */
  readBatch(items: readonly K[]): Promise<Map<string, R>>;
  /** Most distinct keys in one statement. */
  maxBatch: number;
  /** Most statements running at once (each holds a database connection while it runs). */
  maxInFlight: number;
}

interface Waiting<R> {
  resolve(value: R | undefined): void;
  reject(error: unknown): void;
}

export function createReadBatch<K, R>(options: ReadBatchOptions<K, R>): (item: K) => Promise<R | undefined> {
  /** The keys to read next, each with its item and everyone waiting for it. */
  let queue = new Map<string, { item: K; waiting: Waiting<R>[] }>();
  let inFlight = 0;
  let scheduled = false;

  async function read(batch: Map<string, { item: K; waiting: Waiting<R>[] }>): Promise<void> {
    try {
      const found = await options.readBatch([...batch.values()].map((entry) => entry.item));
      for (const [key, { waiting }] of batch) for (const w of waiting) w.resolve(found.get(key));
    } catch (error) {
      for (const { waiting } of batch.values()) for (const w of waiting) w.reject(error);
    }
  }

  function pump(): void {
    scheduled = false;
    while (inFlight < options.maxInFlight && queue.size > 0) {
      let batch = queue;
      if (queue.size <= options.maxBatch) queue = new Map();
      else {
        batch = new Map();
        for (const [key, entry] of queue) {
          if (batch.size === options.maxBatch) break;
          batch.set(key, entry);
          queue.delete(key);
        }
      }
      inFlight++;
      void read(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  return (item) =>
    new Promise<R | undefined>((resolve, reject) => {
      const key = options.key(item);
      const queued = queue.get(key);
      if (queued) queued.waiting.push({ resolve, reject });
      else queue.set(key, { item, waiting: [{ resolve, reject }] });
      // After this turn's other I/O callbacks (requests read in the same turn join the batch); not a timer.
      if (!scheduled && inFlight < options.maxInFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
