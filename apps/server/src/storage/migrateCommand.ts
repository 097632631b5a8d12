// `npm run storage:migrate -w apps/server`: copies DATA_DIR/files into the bucket of the S3_* settings and verifies
// it (count and SHA-256 of every file). Run it again after a stop: what is already there is not copied twice.
import { join } from "node:path";
import { ConfigError, loadConfig } from "../config";
import { createLocalStorage } from "./localStorage";
import { migrateStorage, progressLine } from "./migrateStorage";
import { createS3Storage } from "./s3Storage";

async function run(): Promise<number> {
  const config = loadConfig({ ...process.env, STORAGE_DRIVER: "s3" });
  if (config.storage.driver !== "s3") return 2;
  const from = join(config.dataDir, "files");
  const { bucket, endpoint } = config.storage;
  console.log(`Copying ${from} into the S3 bucket ${bucket} at ${endpoint ?? "AWS"}`);
  const interactive = process.stdout.isTTY === true;
  let lastPrinted = -1;
  const report = await migrateStorage({
    source: createLocalStorage(from),
    target: createS3Storage(config.storage),
    concurrency: 4,
    onProgress: (progress) => {
      if (interactive) {
        process.stdout.write(`\r${progressLine(progress)}`);
        if (progress.done === progress.total) process.stdout.write("\n");
        return;
      }
      // Not a terminal (a log file): a line every 10 %.
      const step = Math.floor((progress.done / progress.total) * 10);
      if (step !== lastPrinted || progress.done === progress.total) console.log(progressLine(progress));
      lastPrinted = step;
    },
  });
  console.log(
    `${report.total} files: ${report.copied} copied, ${report.skipped} already there, ${report.verified} verified by SHA-256`,
  );
  if (report.mismatched.length > 0) {
    console.error(`Not verified (${report.mismatched.length}):\n${report.mismatched.map((k) => `  ${k}`).join("\n")}`);
    return 1;
  }
  console.log("Done: every file is in the bucket. Set STORAGE_DRIVER=s3 and restart the server.");
  return 0;
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Settings problems and storage failures carry their own sentence; neither holds a credential.
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
