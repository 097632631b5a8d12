import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { User } from "@coursewright/course-model";
import { desc, eq } from "drizzle-orm";
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe } from "vitest";
import { buildApp } from "../app";
import { onChange } from "../cache/changes";
import { type Config, type Env, loadConfig } from "../config";
import type { Database, DatabaseHandle } from "../db/open";
import { mailOutbox, type UserRow, users } from "../db/schema";
import { outboundFetch } from "../http/outbound/client";
import { createEmbeddedQueue, type EmbeddedQueue } from "../jobs/embeddedQueue";
import type { JobSender } from "../jobs/queue";
import type { Mailer } from "../mail/Mailer";
import { createOutboxMailer } from "../mail/outboxMailer";
import { issueAccessToken } from "../modules/auth/tokens";
import { thumbnailJob } from "../modules/media/thumbnails";
import { createUser } from "../modules/users/service";
import type { PaymentProvider } from "../payments";
import { createStorage } from "../storage/createStorage";
import type { FileStorage } from "../storage/FileStorage";
import { type DatabaseKind, databaseKinds, openTestDatabase } from "./databases";
import { sharedS3Server } from "./s3Server";

const silentJobs = { info() {}, warn() {}, error() {} };

/** The outbound fetch of the tests' job queues: their stores and platforms listen on 127.0.0.1. */
export const testOutbound = outboundFetch({ allowPrivate: true, allowHosts: [] });

let sequence = 0;
export const uniqueEmail = (prefix = "user") =>
  `${prefix}-${++sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export const TEST_PASSWORD = "correct horse battery";

/** Makes the app's payment provider (the Stripe one pointed at a fake server); else the settings decide. */
export type PaymentsFactory = (config: Config, db: Database) => PaymentProvider;

interface Started {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  storage: FileStorage;
  jobs: EmbeddedQueue;
}

/**
 * STORAGE_DRIVER=s3 in the test run's environment: every test app stores in a bucket of its own on a test S3
 * server (s3rver, one per test process) instead of DATA_DIR/files; media links stream through the app as with
 * local files, so the suites' requests stay the same (s3Storage.test.ts covers the presigned redirects).
 */
export async function testStorageEnv(): Promise<Record<string, string | undefined>> {
  if (process.env.STORAGE_DRIVER !== "s3") return {};
  const settings = await (await sharedS3Server()).newBucket();
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: settings.endpoint,
    S3_REGION: settings.region,
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    S3_MEDIA_DELIVERY: "stream",
  };
}

/** A running app on a fresh database, with factories; built in beforeAll, torn down in afterAll. */
export class TestContext {
  #started: Started | undefined;
  /** Every route of the app, as Fastify's onRoute hook saw it (method, url, schema). */
  readonly routes: RouteOptions[] = [];

  constructor(
    readonly kind: DatabaseKind,
    /** Settings over the tests' defaults; a function when they are known only once the suite starts. */
    private readonly env: Env | (() => Promise<Env>),
    private readonly mailer?: Mailer,
    private readonly logger?: FastifyBaseLogger,
    private readonly payments?: PaymentsFactory,
    /** The app's job queue, made on the suite's database; without one the app stores no jobs. */
    private readonly jobsFactory?: (db: Database) => JobSender,
  ) {}

  async start(): Promise<void> {
    const dataDir = await mkdtemp(join(tmpdir(), "cw-server-test-"));
    const env = typeof this.env === "function" ? await this.env() : this.env;
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://app.test",
      RATE_LIMIT_AUTH_MAX: "10000",
      RATE_LIMIT_LAUNCH_MAX: "10000",
      // Tests change users and tokens straight in the database; the session cache has its own test.
      SESSION_CACHE_SECONDS: "0",
      // The suites' stores and platforms listen on 127.0.0.1; the tests of the refusals turn this off.
      OUTBOUND_ALLOW_PRIVATE: "true",
      WEB_DIST_DIR: join(dataDir, "no-web-build"),
      ...(await testStorageEnv()),
      ...Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === undefined ? undefined : String(v)])),
    });
    const database = await openTestDatabase(this.kind);
    const storage = createStorage(config);
    // Jobs wait until a test runs them (runJobs), so each test decides when its background work happens.
    const jobs = createEmbeddedQueue({ db: database.db, logger: silentJobs, pollIntervalMs: 60_000, autoPoll: false });
    jobs.register(thumbnailJob({ db: database.db, storage, logger: silentJobs, ffmpegPath: config.jobs.ffmpegPath }));
    await jobs.start();
    const app = await buildApp({
      ...(this.logger ? { logger: this.logger } : {}),
      config,
      db: database.db,
      mailer: this.mailer ?? createOutboxMailer(database.db),
      storage,
      jobs,
      onRoute: (route) => this.routes.push(route),
      ...(this.payments ? { payments: this.payments(config, database.db) } : {}),
      ...(this.jobsFactory ? { jobs: this.jobsFactory(database.db) } : {}),
    });
    await app.ready();
    this.#started = { app, database, config, dataDir, storage, jobs };
  }

  async stop(): Promise<void> {
    const started = this.#started;
    if (!started) return;
    this.#started = undefined;
    await started.app.close();
    await started.jobs.stop();
    await started.database.close();
    await rm(started.dataDir, { recursive: true, force: true });
  }

  get started(): Started {
    if (!this.#started) throw new Error("the test app is not started (use it inside a test)");
    return this.#started;
  }

  get app() {
    return this.started.app;
  }
  get db() {
    return this.started.database.db;
  }
  get database() {
    return this.started.database;
  }
  get config() {
    return this.started.config;
  }
  /** Where this app's files are: DATA_DIR/files, or its bucket when the run has STORAGE_DRIVER=s3. */
  get storage() {
    return this.started.storage;
  }

  /** The background jobs the app's requests stored (thumbnails); they run only through runJobs(). */
  get jobs() {
    return this.started.jobs;
  }

  /** Runs every job due, as the server's queue would (retries that fall due meanwhile included). */
  runJobs(): Promise<number> {
    return this.started.jobs.drain();
  }

  /** Another app on the same database, as a second server process behind a load balancer would be. */
  async buildSecondApp(): Promise<FastifyInstance> {
    const app = await buildApp({
      config: this.config,
      db: this.db,
      mailer: createOutboxMailer(this.db),
      storage: this.storage,
      jobs: this.jobs,
    });
    await app.ready();
    return app;
  }

  /**
   * Waits until the change notices of every write made so far have reached this process: PostgreSQL delivers
   * them on the listening connection after the writes return, in commit order, so once the notice of one more
   * write arrives, the earlier ones have too (on PGlite they arrive before the write returns).
   */
  async settleNotices(): Promise<void> {
    const { user } = await this.createUser();
    let stop = () => {};
    const seen = new Promise<void>((resolve) => {
      stop = onChange("user", (id) => {
        if (id === String(user.id)) resolve();
      });
    });
    await this.db.update(users).set({ name: "Notices settled" }).where(eq(users.id, user.id));
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error("no change notice within 5 s")), 5000).unref(),
    );
    try {
      await Promise.race([seen, timeout]);
    } finally {
      stop();
    }
  }

  inject(options: InjectOptions) {
    return this.app.inject(options);
  }

  /** Factory: a user (learner unless creator) with a valid bearer token. */
  async createUser(
    options: { creator?: boolean; verified?: boolean; email?: string; name?: string; password?: string } = {},
  ): Promise<{ user: UserRow; token: string; password: string }> {
    const password = options.password ?? TEST_PASSWORD;
    const user = await createUser(this.db, {
      name: options.name ?? "Test User",
      email: options.email ?? uniqueEmail(options.creator ? "creator" : "learner"),
      password,
      locale: "en",
      permissions: options.creator ? ["create_course"] : [],
      verified: options.verified ?? true,
    });
    const token = await issueAccessToken(this.db, user.id, this.config.tokenTtlSeconds);
    return { user, token, password };
  }

  /** Mails sent to an address, newest first. */
  async outbox(to: string) {
    return this.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
  }

  /** The secret of the newest link to `path` (e.g. "/validateEmail/") in the mails to an address. */
  async linkToken(to: string, path: string): Promise<string> {
    const [mail] = await this.outbox(to);
    const match = mail?.text.match(new RegExp(`${this.config.publicUrl}${path}([A-Za-z0-9_-]+)`));
    if (!match?.[1]) throw new Error(`no ${path} link in the mails to ${to}`);
    return match[1];
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The User shape of an answer body (for typed assertions). */
export type UserBody = { data: User };

/**
 * Runs a suite once per database kind (PGlite; PostgreSQL too when DATABASE_URL is set), each
 * against its own app and fresh database.
 */
export function forEachDatabase(
  title: string,
  body: (t: TestContext) => void,
  options: {
    env?: Env;
    mailer?: Mailer;
    logger?: FastifyBaseLogger;
    payments?: PaymentsFactory;
    jobs?: (db: Database) => JobSender;
  } = {},
): void {
  for (const kind of databaseKinds()) {
    describe(`${title} [${kind}]`, () => {
      const t = new TestContext(
        kind,
        options.env ?? {},
        options.mailer,
        options.logger,
        options.payments,
        options.jobs,
      );
      beforeAll(() => t.start());
      afterAll(() => t.stop());
      body(t);
    });
  }
}

/**
 * Retries an assertion until it passes or `timeoutMs` runs out: for what arrives asynchronously, such as a change
 * notice from PostgreSQL on the listening connection (on PGlite it has arrived before the write returns).
 */
export async function eventually(assertion: () => Promise<void>, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
