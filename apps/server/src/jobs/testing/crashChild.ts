/**
 * A process the kill -9 tests kill in the middle of a job (crash.test.ts): it runs the queue of an embedded
 * database (argv[2]) and, inside the transaction that writes a mail to the outbox, writes argv[3] and blocks, so
 * the test kills it with the mail written but not committed.
 */
import { writeFileSync } from "node:fs";
import pino from "pino";
import { openDatabase } from "../../db/open";
import { createEmbeddedQueue } from "../embeddedQueue";
import { mailJob } from "../mailJob";

const [dataDir, marker] = process.argv.slice(2);
if (!dataDir || !marker) throw new Error("usage: crashChild <dataDir> <marker>");
const handle = await openDatabase({ dataDir });
const queue = createEmbeddedQueue({ db: handle.db, logger: pino({ level: "silent" }), pollIntervalMs: 50 });
const blockInTransaction = {
  info() {
    writeFileSync(marker, String(process.pid));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
};
queue.register(
  mailJob(
    handle.db,
    { kind: "outbox", logger: blockInTransaction as never },
    { limit: 3, delaySeconds: 1, messageIdDomain: "app.test" },
  ),
);
await queue.start();
