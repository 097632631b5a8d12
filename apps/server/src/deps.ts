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
  /** Background jobs (jobs/): work a request hands on, such as thumbnails. */
  jobs: JobSender;
}
