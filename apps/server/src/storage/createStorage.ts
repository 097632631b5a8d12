import { join } from "node:path";
import type { Config } from "../config";
import type { FileStorage } from "./FileStorage";
import { createLocalStorage } from "./localStorage";
import { createS3Storage } from "./s3Storage";

/** The storage the settings choose: DATA_DIR/files (STORAGE_DRIVER=local) or a bucket (STORAGE_DRIVER=s3). */
export function createStorage(config: Pick<Config, "storage" | "dataDir">): FileStorage {
  const settings = config.storage;
  if (settings.driver === "local") return createLocalStorage(join(config.dataDir, "files"));
  return createS3Storage(settings);
}
