// xAPI (issue 18): the learning record stores statements go to, what each learner's attempt has reported so far,
// and the statements waiting for their store.

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { courses } from "./courses";
import { courseProgresses } from "./player";

/**
 * A learning record store: a course's own (course_id set) or its creator's default for every course without one
 * (course_id null). The secret is sent as Basic auth, so it is kept as given (never answered, never logged).
 */
export const xapiSettings = pgTable(
  "xapi_settings",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    course_id: integer().references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    endpoint: text().notNull(),
    key: text().notNull(),
    secret: text().notNull(),
    use_mbox: boolean().notNull().default(false),
    last_sent_at: timestamp({ withTimezone: true }),
    last_error: text(),
    last_error_at: timestamp({ withTimezone: true }),
    /** When a delivery job was last queued: another is queued only after an hour (see delivery.ts). */
    send_queued_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("xapi_settings_course_unique").on(t.course_id).where(sql`${t.course_id} is not null`),
    uniqueIndex("xapi_settings_creator_unique").on(t.user_id).where(sql`${t.course_id} is null`),
    index("xapi_settings_user_idx").on(t.user_id),
  ],
);
export type XapiSettingsRow = typeof xapiSettings.$inferSelect;

/** What a learner's current attempt has already produced statements for (so each is made once). */
export interface XapiReported {
  /** Pages experienced. */
  pages: number[];
  /** Block id -> the answer last reported for it (a changed answer is answered again). */
  answers: Record<string, string>;
  completed: boolean;
  /** passed or failed was reported. */
  judged: boolean;
  terminated: boolean;
}

/** One row per progress: its current attempt's registration and what was reported of it. */
export const xapiAttempts = pgTable("xapi_attempts", {
  progress_id: integer()
    .primaryKey()
    .references((): AnyPgColumn => courseProgresses.id, { onDelete: "cascade" }),
  attempt_number: integer().notNull(),
  /** context.registration of every statement of the attempt. */
  registration: uuid().notNull(),
  started_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  reported: jsonb().$type<XapiReported>().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Statements made and not yet accepted by their store (the outbox): written with the attempt's progress in one
 * transaction and deleted once the store accepted them, so none is lost while the store is down. Their ids are
 * fixed here, so sending one again after a lost answer stores it once.
 */
export const xapiStatements = pgTable(
  "xapi_statements",
  {
    id: uuid().primaryKey(),
    settings_id: integer()
      .notNull()
      .references((): AnyPgColumn => xapiSettings.id, { onDelete: "cascade" }),
    statement: jsonb().$type<Record<string, unknown>>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Keeps the order they were made in within one transaction's batch. */
    seq: serial(),
  },
  (t) => [index("xapi_statements_settings_idx").on(t.settings_id, t.seq)],
);
