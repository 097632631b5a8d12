import cluster from "node:cluster";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino, { type Logger } from "pino";
import { buildApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { DEMO_COURSE_TITLE, seedDemoCourse } from "./db/demoCourse";
import { DEMO_HUB_NAME, seedDemoHub } from "./db/demoHub";
import { embeddedDataDir, openDatabase } from "./db/open";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./db/seed";
import { createQueuedMailer, type MailTransport } from "./jobs/mailJob";
import { createJobQueue, registerJobs, startPeriodicJobs } from "./jobs/registry";
import { createSmtpMailer } from "./mail/smtpMailer";
import { buildContentApp } from "./modules/scorm/contentApp";
import { createStorage } from "./storage/createStorage";

function readConfig(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino({ level: config.logLevel });
  if (config.workers > 1 && cluster.isPrimary) return runPrimary(config, logger);
  return serve(config, logger);
}

/** The address lines printed once the server listens (by the primary when there are workers). */
function banner(config: Config, embedded: boolean, seeded: boolean, demoHubPath: string | null = null): string {
  const lines = [
    "",
    `  Coursewright is running at ${config.publicUrl}`,
    `  content origin (SCORM packages): ${config.contentOrigin}`,
    `  database: ${embedded ? `embedded (${embeddedDataDir(config.dataDir)})` : "PostgreSQL (DATABASE_URL)"}`,
    `  files: ${filesDescription(config)}`,
    `  mail: ${config.smtpUrl ? "SMTP (SMTP_URL)" : "outbox table; links are printed in this log"}`,
  ];
  if (config.databaseReadUrl) lines.push("  reports read from: the replica (DATABASE_READ_URL)");
  if (config.workers > 1) lines.push(`  server processes: ${config.workers} (WORKERS)`);
  if (config.seedDemo) {
    lines.push(
      "  demo accounts:",
      ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} password: ${config.demoPassword}  (${a.name})`),
    );
    if (!seeded) lines.push("    (created on the first start; their password is whatever it was then)");
    lines.push(`  demo course: "${DEMO_COURSE_TITLE}", shared with ${DEMO_ACCOUNTS[1].email}`);
    lines.push(
      demoHubPath
        ? `  demo hub: "${DEMO_HUB_NAME}" at ${config.publicUrl}${demoHubPath}`
        : `  demo hub: "${DEMO_HUB_NAME}" (the creator's Course hubs)`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** Where uploaded files go, for the banner: the folder, or the bucket and its endpoint (never the credentials). */
function filesDescription(config: Config): string {
  const storage = config.storage;
  if (storage.driver === "local") return join(config.dataDir, "files");
  return `S3 bucket ${storage.bucket} at ${storage.endpoint ?? `AWS (${storage.region})`}`;
}

/**
 * WORKERS > 1 (PostgreSQL only): this process migrates the database once, then forks the workers, which share
 * the two ports (node:cluster hands each new connection to one of them). A worker that dies is replaced; SIGTERM
 * or SIGINT stops every worker gracefully, then this process.
 */
async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, poolMax: 1 });
  await database.migrate();
  await database.close();

  let closing = false;
  let listening = 0;
  const started = new Set<number>();
  const fork = () => {
    const worker = cluster.fork();
    worker.on("listening", () => {
      started.add(worker.id);
      // Each worker listens on the app's port and the content port.
      if (++listening === config.workers * 2) console.log(banner(config, false, false));
    });
  };
  for (let i = 0; i < config.workers; i++) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    if (!started.has(worker.id)) {
      // It failed to start (its error is in the log): another would fail alike.
      logger.fatal({ worker: worker.process.pid, code, signal }, "a server process failed to start");
      shutdown("start failure", 1);
      return;
    }
    logger.error({ worker: worker.process.pid, code, signal }, "server process ended; starting another");
    setTimeout(fork, 1000);
  });
  function shutdown(reason: string, exitCode = 0): void {
    if (closing) return;
    closing = true;
    logger.info({ reason }, "shutting down");
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(exitCode);
    process.exitCode = exitCode;
    for (const worker of workers) worker?.process.kill("SIGTERM");
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
}

/** One server process: the whole app on PORT and the content origin on CONTENT_PORT. */
async function serve(config: Config, logger: Logger): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: embeddedDataDir(config.dataDir),
    poolMax: config.databasePoolMax,
    onIdleConnectionError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  // A worker's primary has migrated already.
  if (!cluster.isWorker) await database.migrate();
  // SEED_DEMO (default: embedded only). Under WORKERS only the first worker seeds, so processes never race to it.
  const seeds = config.seedDemo && (!cluster.isWorker || cluster.worker?.id === 1);
  const seeded = seeds ? await seedDemoAccounts(database.db, config.demoPassword) : false;

  // Background work (jobs/, docs/decisions/016-job-queue.md): a mail is a job, delivered with retries.
  const queue = createJobQueue(config, database.db, logger);
  const transportMailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : null;
  const mailTransport: MailTransport = transportMailer
    ? { kind: "external", mailer: transportMailer }
    : { kind: "outbox", logger };
  const mailer = createQueuedMailer(queue);
  const storageRoot = join(config.dataDir, "files");
  const storage = createStorage(config);
  const app = await buildApp({ config, db: database.db, mailer, storage, jobs: queue, logger });
  // SCORM packages run on this second origin so their scripts cannot reach the app's storage.
  const contentApp = await buildContentApp({ config, db: database.db, storage, logger });
  registerJobs(queue, {
    config,
    db: database.db,
    logger,
    mailTransport,
    commerce: app.commerce,
    storage,
    storageRoot,
    tempDir: tmpdir(),
  });
  await queue.start();
  // The demo course's invitation goes through the mailer like any other, so it is seeded once the queue runs;
  // the demo hub's pictures go to the storage.
  let demoHubPath: string | null = null;
  if (seeded) {
    const course = await seedDemoCourse({ db: database.db, mailer, config });
    const hub = await seedDemoHub({ db: database.db, storage, config }, course);
    demoHubPath = `/hubs/landing/${hub.id}/${hub.slug}`;
  }

  let closing = false;
  let stopPeriodic = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    try {
      stopPeriodic();
      await Promise.all([app.close(), contentApp.close()]);
      // Jobs under way end first (a killed one would run again at the next start).
      await queue.stop();
      await transportMailer?.close?.();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  await contentApp.listen({ port: config.contentPort, host: config.host });
  // What a killed process left half-written (uploads, unpacking packages) is removed at start and from time to
  // time, and pending orders are asked about: every process sends these jobs, the queue keeps one of each waiting.
  stopPeriodic = startPeriodicJobs(queue, config, storageRoot, logger);
  if (!cluster.isWorker) console.log(banner(config, database.kind === "pglite", seeded, demoHubPath));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
