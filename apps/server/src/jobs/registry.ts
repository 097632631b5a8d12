import { createHash } from "node:crypto";
import { hostname } from "node:os";
import type { Config } from "../config";
import type { Database } from "../db/open";
import { loggedOutboundFetch } from "../http/outbound/client";
import type { Commerce } from "../modules/commerce/context";
import { sweepOrders } from "../modules/commerce/sweeper";
import { scoreJob } from "../modules/lti/scoreJob";
import { thumbnailJob } from "../modules/media/thumbnails";
import { xapiSendJob } from "../modules/xapi/deliverJob";
import { XAPI_SWEEP_JOB, xapiSweepJob } from "../modules/xapi/delivery";
import { xapiProgressJob } from "../modules/xapi/progressJob";
import type { FileStorage } from "../storage/FileStorage";
import { cleanOrphanedFiles } from "../storage/orphanCleaner";
import { cleanStaleTempFiles } from "../storage/tempCleaner";
import { createEmbeddedQueue, type JobLogger } from "./embeddedQueue";
import { type MailTransport, mailJob } from "./mailJob";
import { createPgBossQueue } from "./pgBossQueue";
import { type JobDefinition, type JobQueue, sendPeriodically } from "./queue";

/**
 * Leftovers of stopped uploads lie on the disk of the machine that took the upload, so each machine (host name and
 * storage folder) has its own kind of cleaning job, run only by its own processes.
 */
export function tempFilesJobName(storageRoot: string): string {
  return `temp-files-clean-${machineHash(storageRoot)}`;
}

/**
 * Files no media item owns: in a bucket every process sees the same files, so one job kind serves them all; in a
 * local folder each machine has its own.
 */
export function storageOrphansJobName(config: Pick<Config, "storage">, storageRoot: string): string {
  return config.storage.driver === "s3" ? "storage-orphans-clean" : `storage-orphans-clean-${machineHash(storageRoot)}`;
}

const machineHash = (storageRoot: string) =>
  createHash("sha256").update(`${hostname()}\0${storageRoot}`).digest("hex").slice(0, 12);
export const ORDERS_SWEEP_JOB = "orders-sweep";
/** xAPI stores whose delivery job was lost are looked for this often (modules/xapi/delivery.ts). */
const XAPI_SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/** pg-boss on PostgreSQL (DATABASE_URL), the in-process runner on the embedded database. */
export function createJobQueue(config: Config, db: Database, logger: JobLogger): JobQueue {
  const pollIntervalSeconds = config.jobs.pollIntervalSeconds;
  return config.databaseUrl
    ? createPgBossQueue({ connectionString: config.databaseUrl, logger, pollIntervalSeconds })
    : createEmbeddedQueue({ db, logger, pollIntervalMs: pollIntervalSeconds * 1000 });
}

/** Periodic work: one run at a time is enough, the next period retries what failed. */
const PERIODIC = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, policy: "stately" } as const;

export function tempFilesJob(options: {
  db: Database;
  storageRoot: string;
  tempDir: string;
  maxAgeMs: number;
  logger: JobLogger;
}): JobDefinition {
  return {
    name: tempFilesJobName(options.storageRoot),
    policy: { ...PERIODIC, expireInSeconds: 3600 },
    async run() {
      const { removed } = await cleanStaleTempFiles(options);
      if (removed.length > 0) options.logger.info({ removed }, "removed temporary files left by stopped uploads");
    },
  };
}

export function storageOrphansJob(options: {
  name: string;
  db: Database;
  storage: FileStorage;
  /** Unpacked packages too (in a bucket; tempFilesJob does them in a local folder). */
  packages: boolean;
  maxAgeMs: number;
  logger: JobLogger;
}): JobDefinition {
  return {
    name: options.name,
    policy: { ...PERIODIC, expireInSeconds: 3600 },
    async run() {
      const { removed } = await cleanOrphanedFiles(options);
      if (removed.length > 0) options.logger.info({ removed }, "removed stored files that no media item owns");
    },
  };
}

export function ordersSweepJob(commerce: Commerce): JobDefinition {
  return {
    name: ORDERS_SWEEP_JOB,
    policy: { ...PERIODIC, expireInSeconds: 600 },
    async run() {
      await sweepOrders(commerce);
    },
  };
}

export interface JobDeps {
  config: Config;
  db: Database;
  logger: JobLogger;
  mailTransport: MailTransport;
  commerce: Commerce;
  storage: FileStorage;
  storageRoot: string;
  tempDir: string;
}

/** Every kind of background job the server runs. */
export function registerJobs(queue: JobQueue, deps: JobDeps): void {
  const { config } = deps;
  queue.register(
    mailJob(deps.db, deps.mailTransport, {
      limit: config.jobs.mailRetryLimit,
      delaySeconds: config.jobs.mailRetryDelaySeconds,
      messageIdDomain: new URL(config.publicUrl).hostname,
    }),
  );
  queue.register(
    tempFilesJob({
      db: deps.db,
      storageRoot: deps.storageRoot,
      tempDir: deps.tempDir,
      maxAgeMs: config.tempFilesMaxAgeSeconds * 1000,
      logger: deps.logger,
    }),
  );
  queue.register(
    storageOrphansJob({
      name: storageOrphansJobName(config, deps.storageRoot),
      db: deps.db,
      storage: deps.storage,
      packages: config.storage.driver === "s3",
      maxAgeMs: config.tempFilesMaxAgeSeconds * 1000,
      logger: deps.logger,
    }),
  );
  queue.register(ordersSweepJob(deps.commerce));
  const outbound = loggedOutboundFetch(config.outbound, deps.logger);
  queue.register(scoreJob(deps.db, outbound));
  queue.register(xapiProgressJob(deps.db, queue, config.publicUrl));
  queue.register(xapiSendJob(deps.db, queue, outbound));
  queue.register(xapiSweepJob(deps.db, queue));
  queue.register(
    thumbnailJob({ db: deps.db, storage: deps.storage, logger: deps.logger, ffmpegPath: config.jobs.ffmpegPath }),
  );
}

/**
 * Sends the periodic jobs from this process (at once, then every interval); every process may, as a kind of
 * job keeps one waiting at most. Answers a function that stops sending.
 */
export function startPeriodicJobs(queue: JobQueue, config: Config, storageRoot: string, logger: JobLogger): () => void {
  const onError = (error: unknown) => logger.warn({ err: error }, "sending a periodic job failed");
  const stops = [
    sendPeriodically(queue, tempFilesJobName(storageRoot), config.tempFilesCleanIntervalSeconds * 1000, onError),
    sendPeriodically(
      queue,
      storageOrphansJobName(config, storageRoot),
      config.tempFilesCleanIntervalSeconds * 1000,
      onError,
    ),
    sendPeriodically(queue, ORDERS_SWEEP_JOB, config.jobs.ordersSweepIntervalSeconds * 1000, onError),
    sendPeriodically(queue, XAPI_SWEEP_JOB, XAPI_SWEEP_INTERVAL_MS, onError),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
