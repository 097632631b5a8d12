import type { Config } from "./config";
import type { Database } from "./db/open";
import type { JobSender } from "./jobs/queue";
import type { Mailer } from "./mail/Mailer";
import type { FileStorage } from "./storage/FileStorage";

/** What services need from the outside world; tests pass an in-memory database and a temp folder. */
export interface Deps {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: FileStorage;
  /** The job queue, to store background work (LTI grade passback); tests without one send nothing. */
  jobs?: JobSender;
}
