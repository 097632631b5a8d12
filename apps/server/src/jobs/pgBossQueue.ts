import PgBoss from "pg-boss";
import type { JobLogger } from "./embeddedQueue";
import type { JobDefinition, JobQueue } from "./queue";

export interface PgBossQueueOptions {
  connectionString: string;
  logger: JobLogger;
  /** How often each kind of job asks PostgreSQL for due jobs (at least 0.5). */
  pollIntervalSeconds: number;
  /** pg-boss's own tables live in this schema. */
  schema?: string;
  /** How often one of the processes expires jobs whose process died and archives old ones (at least 1). */
  maintenanceIntervalSeconds?: number;
  /** Connections pg-boss opens (beside the app's pool). */
  poolMax?: number;
}

/**
 * The job queue on PostgreSQL: pg-boss, which every server process runs (SKIP LOCKED gives each job to one of
 * them). A process killed mid-job leaves it active until its expireInSeconds pass; pg-boss's maintenance, done by
 * one process at a time, then fails it into a retry, which any process takes.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const definitions = new Map<string, JobDefinition>();
  let boss: PgBoss | null = null;

  return {
    kind: "pg-boss",
    register(definition) {
      if (boss) throw new Error(`job ${definition.name} registered after the queue started`);
      definitions.set(definition.name, definition as JobDefinition);
    },

    async send(name, data, sendOptions = {}) {
      if (!boss) throw new Error("the job queue is not started");
      if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
      return boss.send(name, (data ?? {}) as object, {
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },

    async start() {
      if (boss) return;
      const instance = new PgBoss({
        connectionString: options.connectionString,
        schema: options.schema ?? "pgboss",
        max: options.poolMax ?? 4,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
        // Periodic work is sent by every process (sendPeriodically), so pg-boss's cron is not needed.
        schedule: false,
      });
      instance.on("error", (error) => options.logger.warn({ err: error }, "job queue (pg-boss) error"));
      await instance.start();
      boss = instance;
      for (const definition of definitions.values()) {
        const { policy } = definition;
        const queueOptions = {
          name: definition.name,
          policy: policy.policy,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: policy.retryBackoff,
          expireInSeconds: policy.expireInSeconds,
        };
        // Created once by whichever process starts first; the settings follow the code after an upgrade.
        await instance.createQueue(definition.name, queueOptions);
        await instance.updateQueue(definition.name, queueOptions);
        await instance.work(
          definition.name,
          { pollingIntervalSeconds: options.pollIntervalSeconds, batchSize: 1, includeMetadata: true },
          async ([job]) => {
            if (!job) return;
            await definition.run(job.data, { id: job.id, retryCount: job.retryCount });
          },
        );
      }
    },

    async stop() {
      const instance = boss;
      if (!instance) return;
      await instance.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}
