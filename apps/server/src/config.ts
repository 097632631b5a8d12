import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { z } from "zod";
import type { OutboundPolicy } from "./http/outbound/client";
import { contentOriginProblem, hostPackage } from "./modules/scorm/packageOrigin";
import { serverPackageRoot } from "./paths";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const seconds = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const urlString = z.url({ protocol: /^https?$/ }).transform((v) => v.replace(/\/+$/, ""));

/**
 * Every setting, read from the environment once at start (the README's Settings table documents them for operators).
 * Unset and empty variables take the default.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_READ_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  WORKERS: z.union([z.literal("auto"), z.coerce.number().int().min(1).max(256)]).optional(),
  PUBLIC_URL: optionalString.pipe(urlString.optional()),
  CONTENT_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // One origin, or one per package with a wildcard first label: https://*.content.example.com (issue 16 item 8).
  CONTENT_ORIGIN: optionalString.pipe(
    urlString
      .superRefine((value, context) => {
        const problem = contentOriginProblem(value);
        if (problem) context.addIssue({ code: "custom", message: problem });
      })
      .optional(),
  ),
  SCORM_MAX_ENTRIES: z.coerce.number().int().positive().default(10_000),
  SCORM_MAX_UNPACKED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default("Coursewright <no-reply@localhost>"),
  SUPPORT_EMAIL: z.string().min(3).default("support@localhost"),
  DEMO_PASSWORD: z.string().min(8).default("demo-password"),
  SEED_DEMO: bool.optional(),
  TOKEN_TTL_SECONDS: seconds(7 * 24 * 3600),
  EMAIL_TOKEN_TTL_SECONDS: seconds(48 * 3600),
  RESET_TOKEN_TTL_SECONDS: seconds(3600),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_LAUNCH_MAX: z.coerce.number().int().positive().default(120),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  WEB_DIST_DIR: optionalString,
  VIDEO_TUTORIALS_URL: optionalString.pipe(urlString.optional()),
  HUBS_HIDDEN_FOR_EMAIL: optionalString.pipe(z.email().toLowerCase().optional()),
  USERWAY_ACCOUNT: optionalString,
  GEOIP_DATA_DIR: optionalString,
  EXPOSE_OUTBOX: bool.default(false),
  MAX_AVATAR_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 ** 3),
  MAX_ANSWER_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  TRUST_PROXY: bool.default(false),
  // At least ten minutes: a step that reads a finished upload zip (unpacking, copying) must end well within it.
  MEDIA_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(600),
  TEMP_FILES_MAX_AGE_SECONDS: z.coerce.number().int().min(600).default(3600),
  TEMP_FILES_CLEAN_INTERVAL_SECONDS: z.coerce.number().int().min(60).default(3600),
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  ORDERS_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(60),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/)
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_\w+$/)
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/)
      .optional(),
  ),
  STRIPE_CONNECT_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_\w+$/)
      .optional(),
  ),
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(0),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalString.pipe(urlString.optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  // S3's rules for bucket names (3 to 63 lowercase letters, digits, dots and hyphens).
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "3 to 63 lowercase letters, digits, dots and hyphens")
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: optionalString.pipe(urlString.optional()),
  S3_MEDIA_DELIVERY: z.enum(["redirect", "stream"]).default("redirect"),
  OUTBOUND_ALLOW_PRIVATE: bool.default(false),
  // Host names (or IP addresses) separated by commas or spaces, e.g. "lrs.intranet, 10.0.0.8".
  OUTBOUND_ALLOW_HOSTS: optionalString,
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | undefined;
  /**
   * A read replica of DATABASE_URL the reports read from (their own pool of databasePoolMax connections); unset:
   * the reports read from DATABASE_URL like everything else.
   */
  databaseReadUrl: string | undefined;
  /** Connections this process opens to PostgreSQL at most. */
  databasePoolMax: number;
  /** Server processes (node:cluster) sharing the port; more than 1 only with PostgreSQL. */
  workers: number;
  publicUrl: string;
  /** Port of the content origin (SCORM packages): a second listener of this process. */
  contentPort: number;
  /**
   * Public address of the content origin, without a trailing slash: never the app's own origin. A wildcard first
   * label (https://*.content.example.com) gives each package its own origin (modules/scorm/packageOrigin.ts).
   */
  contentOrigin: string;
  scormMaxEntries: number;
  scormMaxUnpackedBytes: number;
  /** Unset: mails go to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  demoPassword: string;
  /**
   * Whether this server gives an empty database the demo accounts, course and hub at start. Default: on the
   * embedded database only. Of several servers on one PostgreSQL, only one should say true (npm run cluster).
   */
  seedDemo: boolean;
  tokenTtlSeconds: number;
  emailTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  rateLimitAuthMax: number;
  /** Launches redeemed per minute and IP address (embedded players and builders, SCORM packages). */
  rateLimitLaunchMax: number;
  /** Seconds a looked-up session is reused by this process; 0 looks every request up. */
  sessionCacheSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  videoTutorialsUrl: string | null;
  hubsHiddenForEmail: string | null;
  userwayAccount: string | null;
  /** Folder of the GeoLite2 city tables (geoip-lite's format) for analytics sessions; null: the bundled copy. */
  geoipDataDir: string | null;
  exposeOutbox: boolean;
  maxAvatarBytes: number;
  /** Largest media library upload (file, SCORM package, animation). */
  maxUploadBytes: number;
  /** Largest audio or video answer recording a learner uploads. */
  maxAnswerUploadBytes: number;
  trustProxy: boolean;
  /** Longest a media URL given to a learner works (a revoked share's media stops within it). */
  mediaUrlTtlSeconds: number;
  /** Temporary files untouched for longer are leftovers of a stopped process (storage/tempCleaner.ts). */
  tempFilesMaxAgeSeconds: number;
  tempFilesCleanIntervalSeconds: number;
  /** Background jobs (jobs/): how often each kind looks for due jobs, and how mails are retried. */
  jobs: {
    pollIntervalSeconds: number;
    ordersSweepIntervalSeconds: number;
    mailRetryLimit: number;
    mailRetryDelaySeconds: number;
    /** The ffmpeg that takes video poster frames; missing, videos go without one (a note in the log). */
    ffmpegPath: string;
  };
  /** Card payments (docs/decisions/014-selling.md): no secret key, the built-in test provider takes them. */
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    webhookSecret: string | null;
    connectWebhookSecret: string | null;
  };
  /** The platform's share of every sale, in percent (0 to 50). */
  platformFeePercent: number;
  /**
   * Which addresses the server calls for creators (xAPI stores, LTI platforms): public ones only unless allowed
   * (http/outbound/client.ts, docs/decisions/020-outbound-addresses.md).
   */
  outbound: OutboundPolicy;
  /** Where uploaded files live: DATA_DIR/files, or a bucket (storage/createStorage.ts). */
  storage: { driver: "local" } | ({ driver: "s3" } & S3Config);
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  publicUrl: string | undefined;
  /** redirect: media links answer with a presigned URL of the bucket; stream: the server sends the bytes. */
  mediaDelivery: "redirect" | "stream";
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Reads the settings from an environment (process.env in main, a plain object in tests). */
export function loadConfig(env: Record<string, string | undefined>): Config {
  // An empty variable means "unset", so `FOO= npm start` falls back to the default.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "environment"}: ${i.message}`));
  }
  const e = parsed.data;
  const workers = workerCount(e.WORKERS, e.DATABASE_URL);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError([
      "DATABASE_READ_URL: needs DATABASE_URL (a read replica of PostgreSQL; the embedded database has none)",
    ]);
  }
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const contentPort = e.CONTENT_PORT ?? e.PORT + 1;
  const contentOrigin = e.CONTENT_ORIGIN ?? defaultContentOrigin(publicUrl, contentPort);
  const app = new URL(publicUrl);
  if (new URL(contentOrigin).origin === app.origin || typeof hostPackage(contentOrigin, app.hostname) === "number") {
    // Packages served from the app's origin could read the signed-in user's token: refuse to start like that.
    throw new ConfigError(["CONTENT_ORIGIN: must differ from the origin of PUBLIC_URL"]);
  }
  return {
    storage: storageConfig(e),
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    workers,
    publicUrl,
    contentPort,
    contentOrigin,
    scormMaxEntries: e.SCORM_MAX_ENTRIES,
    scormMaxUnpackedBytes: e.SCORM_MAX_UNPACKED_BYTES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    demoPassword: e.DEMO_PASSWORD,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    emailTokenTtlSeconds: e.EMAIL_TOKEN_TTL_SECONDS,
    resetTokenTtlSeconds: e.RESET_TOKEN_TTL_SECONDS,
    rateLimitAuthMax: e.RATE_LIMIT_AUTH_MAX,
    rateLimitLaunchMax: e.RATE_LIMIT_LAUNCH_MAX,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : resolve(serverPackageRoot(), "../web/dist"),
    videoTutorialsUrl: e.VIDEO_TUTORIALS_URL ?? null,
    hubsHiddenForEmail: e.HUBS_HIDDEN_FOR_EMAIL ?? null,
    userwayAccount: e.USERWAY_ACCOUNT ?? null,
    geoipDataDir: e.GEOIP_DATA_DIR ? resolve(e.GEOIP_DATA_DIR) : null,
    exposeOutbox: e.EXPOSE_OUTBOX,
    maxAvatarBytes: e.MAX_AVATAR_BYTES,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxAnswerUploadBytes: e.MAX_ANSWER_UPLOAD_BYTES,
    trustProxy: e.TRUST_PROXY,
    mediaUrlTtlSeconds: e.MEDIA_URL_TTL_SECONDS,
    tempFilesMaxAgeSeconds: e.TEMP_FILES_MAX_AGE_SECONDS,
    tempFilesCleanIntervalSeconds: e.TEMP_FILES_CLEAN_INTERVAL_SECONDS,
    jobs: {
      pollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
      ordersSweepIntervalSeconds: e.ORDERS_SWEEP_INTERVAL_SECONDS,
      mailRetryLimit: e.MAIL_RETRY_LIMIT,
      mailRetryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS,
      ffmpegPath: e.FFMPEG_PATH,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY ?? null,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null,
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? null,
    },
    platformFeePercent: e.PLATFORM_FEE_PERCENT,
    outbound: {
      allowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
      allowHosts: allowedHosts(e.OUTBOUND_ALLOW_HOSTS),
    },
  };
}

/** The allow-list as the outbound check compares it: lower case, IPv6 without brackets, no trailing dot. */
function allowedHosts(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(/[\s,]+/)
    .map((host) =>
      host
        .trim()
        .toLowerCase()
        .replace(/^\[|\]$/g, "")
        .replace(/\.$/, ""),
    )
    .filter((host) => host !== "");
}

function storageConfig(e: z.output<typeof envSchema>): Config["storage"] {
  if (e.STORAGE_DRIVER === "local") return { driver: "local" };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push("S3_BUCKET: required when STORAGE_DRIVER is s3");
  // Only the names: the values are secrets and never go to a log.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS credential chain)");
  }
  if (problems.length > 0 || !e.S3_BUCKET) throw new ConfigError(problems);
  return {
    driver: "s3",
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL,
    mediaDelivery: e.S3_MEDIA_DELIVERY,
  };
}

/**
 * WORKERS: a number, or auto for one process per core. Unset: one per core on PostgreSQL, one on the embedded
 * database, whose files only one process may open.
 */
function workerCount(setting: number | "auto" | undefined, databaseUrl: string | undefined): number {
  if (databaseUrl === undefined) {
    if (typeof setting === "number" && setting > 1) {
      throw new ConfigError([
        "WORKERS: more than one process needs DATABASE_URL (the embedded database is one process's)",
      ]);
    }
    return 1;
  }
  return typeof setting === "number" ? setting : availableParallelism();
}

/** The app's scheme and host on the content port: another origin for the browser, no extra DNS name needed. */
function defaultContentOrigin(publicUrl: string, contentPort: number): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//${url.hostname}:${contentPort}`;
}
