import { join } from "node:path";
import pino from "pino";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { embeddedDataDir, openDatabase } from "./db/open";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./db/seed";
import type { Mailer } from "./mail/Mailer";
import { createOutboxMailer } from "./mail/outboxMailer";
import { createSmtpMailer } from "./mail/smtpMailer";
import { buildContentApp } from "./modules/scorm/contentApp";
import { createLocalStorage } from "./storage/localStorage";

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: embeddedDataDir(config.dataDir),
    poolMax: config.databasePoolMax,
    onIdleConnectionError: (error) => logger.warn({ err: error }, "idle database connection failed"),
  });
  await database.migrate();
  const seeded = database.kind === "pglite" ? await seedDemoAccounts(database.db, config.demoPassword) : false;

  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db, logger);
  const storage = createLocalStorage(join(config.dataDir, "files"));
  const app = await buildApp({ config, db: database.db, mailer, storage, logger });
  // SCORM packages run on this second origin so their scripts cannot reach the app's storage.
  const contentApp = await buildContentApp({ config, db: database.db, storage, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    try {
      await Promise.all([app.close(), contentApp.close()]);
      await mailer.close?.();
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

  const lines = [
    "",
    `  Coursewright is running at ${config.publicUrl}`,
    `  content origin (SCORM packages): ${config.contentOrigin}`,
    `  database: ${database.kind === "pglite" ? `embedded (${embeddedDataDir(config.dataDir)})` : "PostgreSQL (DATABASE_URL)"}`,
    `  mail: ${config.smtpUrl ? "SMTP (SMTP_URL)" : "outbox table; links are printed in this log"}`,
  ];
  if (database.kind === "pglite") {
    lines.push(
      "  demo accounts:",
      ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} password: ${config.demoPassword}  (${a.name})`),
    );
    if (!seeded) lines.push("    (created on the first start; their password is whatever it was then)");
  }
  console.log(`${lines.join("\n")}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
