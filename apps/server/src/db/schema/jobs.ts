// Background jobs (issue 20, docs/decisions/016-job-queue.md): the embedded runner's queue and the mail deliveries
// that make a mail job safe to run twice.

import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial({ mode: "number" }).primaryKey(),
    name: text().notNull(),
    data: jsonb().$type<unknown>().notNull(),
    state: text().$type<"created" | "active" | "completed" | "failed">().notNull().default("created"),
    /** Runs that failed (or were cut short by a stopped process) so far. */
    retry_count: integer().notNull().default(0),
    retry_limit: integer().notNull().default(0),
    /** Seconds before the first retry; doubled for each further one when retry_backoff. */
    retry_delay: integer().notNull().default(0),
    retry_backoff: boolean().notNull().default(false),
    start_after: timestamp({ withTimezone: true }).notNull(),
    started_at: timestamp({ withTimezone: true }),
    completed_at: timestamp({ withTimezone: true }),
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.name, t.state, t.start_after),
    check("jobs_state_check", sql`${t.state} in ('created', 'active', 'completed', 'failed')`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

export const mailDeliveries = pgTable("mail_deliveries", {
  key: text().primaryKey(),
  sent_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
