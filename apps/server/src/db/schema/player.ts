// Learners in courses: shares, invitations, progress and analytics sessions.

import type { ServerBlockProgress, ServerPageProgress } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { courses } from "./courses";
import { hubs } from "./hubs";
import { apiIntegrations } from "./integrations";

/**
 * Shares of a course (issue 5): a public link or invitations by e-mail. The id is a random 22-character
 * base64url string (unguessable: public links cannot be enumerated). Revoking sets revoked_at, so learners
 * lose access while their progress rows stay for reports; deleting the course deletes its shares.
 */
export const courseShares = pgTable(
  "course_shares",
  {
    id: text().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The creator who shared it. */
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * integration: the share an integration's learners play the course through (one per integration and course);
     * hub: the share a hub's entitled learners play the course through (one per hub and course).
     */
    kind: text({ enum: ["public", "email", "integration", "hub"] }).notNull(),
    integration_id: integer().references((): AnyPgColumn => apiIntegrations.id, { onDelete: "cascade" }),
    /** Kept (set null, the share revoked) when the hub is deleted, so its learners' progress stays for reports. */
    hub_id: integer().references((): AnyPgColumn => hubs.id, { onDelete: "set null" }),
    revoked_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("course_shares_course_idx").on(t.course_id, t.created_at),
    check("course_shares_kind", sql`${t.kind} in ('public', 'email', 'integration', 'hub')`),
    uniqueIndex("course_shares_integration_course_unique")
      .on(t.integration_id, t.course_id)
      .where(sql`${t.integration_id} is not null`),
    uniqueIndex("course_shares_hub_course_unique").on(t.hub_id, t.course_id).where(sql`${t.hub_id} is not null`),
  ],
);

/** The addresses an e-mail share invites; matched to accounts by e-mail when the learner signs in. */
export const courseShareInvitations = pgTable(
  "course_share_invitations",
  {
    id: serial().primaryKey(),
    share_id: text()
      .notNull()
      .references(() => courseShares.id, { onDelete: "cascade" }),
    email: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_share_invitations_share_email_unique").on(t.share_id, t.email),
    index("course_share_invitations_email_idx").on(t.email),
    check("course_share_invitations_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A learner's progress in a shared course (spec 3 Progress server form): one row per (share, learner), the
 * lists as JSONB, so a progress write is one indexed UPDATE. revision grows with every stored write.
 */
export const courseProgresses = pgTable(
  "course_progresses",
  {
    id: serial().primaryKey(),
    share_id: text()
      .notNull()
      .references(() => courseShares.id, { onDelete: "cascade" }),
    /** Repeated from the share for reports by course. */
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    current_page_id: integer(),
    completed: boolean().notNull().default(false),
    passed: boolean().notNull().default(true),
    pass_percent: smallint().notNull().default(100),
    current_attempt_number: integer().notNull().default(0),
    met_display_conditions: jsonb().$type<number[]>().notNull().default([]),
    desired_pages_order: jsonb().$type<number[]>().notNull().default([]),
    pages_progresses: jsonb().$type<ServerPageProgress[]>().notNull().default([]),
    blocks_progresses: jsonb().$type<ServerBlockProgress[]>().notNull().default([]),
    revision: integer().notNull().default(0),
    completed_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("course_progresses_share_user_unique").on(t.share_id, t.user_id),
    index("course_progresses_user_idx").on(t.user_id, t.updated_at),
    index("course_progresses_course_idx").on(t.course_id),
    // The reports' totals and per-day series read only these columns: an index-only scan instead of a scan of
    // the rows with their JSONB.
    index("course_progresses_report_idx").on(
      t.course_id,
      t.updated_at,
      t.created_at,
      t.completed,
      t.passed,
      t.pass_percent,
      t.completed_at,
      t.user_id,
      t.share_id,
    ),
  ],
);

/**
 * An attempt a learner ended by starting again (issue 17 item 13): the progress row as it stood then, kept so
 * the creator's reports show every attempt, not only the current one. Written by start_again in the same
 * statement that clears the row; the current attempt stays in course_progresses.
 */
export const courseProgressAttempts = pgTable(
  "course_progress_attempts",
  {
    id: serial().primaryKey(),
    progress_id: integer()
      .notNull()
      .references(() => courseProgresses.id, { onDelete: "cascade" }),
    attempt_number: integer().notNull(),
    completed: boolean().notNull(),
    passed: boolean().notNull(),
    pass_percent: smallint().notNull(),
    desired_pages_order: jsonb().$type<number[]>().notNull(),
    pages_progresses: jsonb().$type<ServerPageProgress[]>().notNull(),
    blocks_progresses: jsonb().$type<ServerBlockProgress[]>().notNull(),
    started_at: timestamp({ withTimezone: true }).notNull(),
    ended_at: timestamp({ withTimezone: true }).notNull(),
    completed_at: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex("course_progress_attempts_progress_attempt_unique").on(t.progress_id, t.attempt_number)],
);

/** One run of the player (spec 3 Analytics session), sent as a beacon when the player closes. */
export const analyticsSessions = pgTable(
  "analytics_sessions",
  {
    id: serial().primaryKey(),
    share_id: text().references(() => courseShares.id, { onDelete: "set null" }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    user_id: integer().references(() => users.id, { onDelete: "set null" }),
    ip: text().notNull(),
    city: text().notNull(),
    browser: text().notNull(),
    os: text().notNull(),
    started_at: timestamp({ withTimezone: true }).notNull(),
    ended_at: timestamp({ withTimezone: true }).notNull(),
    /**
     * Seconds of the session's page sessions, summed again with each part recorded: the reports' time spent then reads
     * one row per session instead of ten or more page sessions.
     */
    page_seconds: doublePrecision().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Wide on purpose: the reports' time spent is an index-only scan of it (course, period, learner, seconds).
    index("analytics_sessions_course_started_idx").on(t.course_id, t.started_at, t.user_id, t.share_id, t.page_seconds),
    index("analytics_sessions_share_started_idx").on(t.share_id, t.started_at),
    index("analytics_sessions_user_idx").on(t.user_id, t.started_at),
    // A session is its learner's run in a share from started_at: the parts the player sends of it find it here.
    uniqueIndex("analytics_sessions_run_unique").on(t.share_id, t.user_id, t.started_at),
  ],
);

/** The pages of a session; page_id is kept even after the page is deleted (reports of the past). */
export const analyticsPageSessions = pgTable(
  "analytics_page_sessions",
  {
    id: serial().primaryKey(),
    session_id: integer()
      .notNull()
      .references(() => analyticsSessions.id, { onDelete: "cascade" }),
    course_id: integer().notNull(),
    page_id: integer().notNull(),
    started_at: timestamp({ withTimezone: true }).notNull(),
    ended_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("analytics_page_sessions_session_idx").on(t.session_id),
    index("analytics_page_sessions_course_page_idx").on(t.course_id, t.page_id, t.started_at),
  ],
);

export type CourseShareRow = typeof courseShares.$inferSelect;
export type CourseProgressRow = typeof courseProgresses.$inferSelect;

/**
 * What one SCO of a SCORM block wrote (its whole CMI data model, as the launcher's runtime renders it), per
 * learner's progress row and attempt of the course (issue 16 item 1): handed back on the next launch so the SCO
 * resumes. A new attempt of the course has no rows yet, so its SCOs start fresh; earlier attempts' rows stay.
 */
export const scormScoStates = pgTable(
  "scorm_sco_states",
  {
    id: serial().primaryKey(),
    progress_id: integer()
      .notNull()
      .references(() => courseProgresses.id, { onDelete: "cascade" }),
    attempt_number: integer().notNull(),
    block_media_id: integer().notNull(),
    /** The SCO's item identifier in the package's manifest. */
    sco: text().notNull(),
    cmi: jsonb().$type<Record<string, unknown>>().notNull(),
    /**
     * Raised by each new attempt on the SCO's activity (its data reset to {}): a write of an older generation, a
     * page-close beacon that lands after the reset, is refused so it cannot bring the old data back.
     */
    generation: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex("scorm_sco_states_unique").on(t.progress_id, t.attempt_number, t.block_media_id, t.sco)],
);

/**
 * A learner's global objectives shared across their SCORM packages (SCORM 2004 adlseq:objectivesGlobalToSystem,
 * true by default; issue 16): "the system" is Coursewright for that user, so they outlive a course's attempts and
 * cross courses, as the objective ids are the package authors' to share. One row per objective, so packages
 * writing at once merge (a write touches only the fields it names).
 */
export const scormGlobalObjectives = pgTable(
  "scorm_global_objectives",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The global objective's id (adlseq:mapInfo targetObjectiveID). */
    objective_id: text().notNull(),
    /** Its ObjectiveState: satisfied, measure, completed, progress, raw, min, max as far as known. */
    value: jsonb().$type<Record<string, boolean | number>>().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("scorm_global_objectives_unique").on(t.user_id, t.objective_id)],
);
