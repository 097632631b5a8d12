// Accounts: users (and integration learners), sign-ins, e-mail links, the outbox, support, rate limits and secrets.

import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { courses } from "./courses";
import { apiIntegrations } from "./integrations";

export const users = pgTable(
  "users",
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    /** Self-describing scrypt hash: scrypt$N$r$p$salt$hash (see modules/auth/passwords.ts). */
    password_hash: text().notNull(),
    /** FileStorage key of the avatar, or null. */
    avatar_key: text(),
    userway_status: smallint().notNull().default(0),
    email_verified_at: timestamp({ withTimezone: true }),
    /** Language the user registered in; e-mails to them are written in it. */
    locale: text().notNull().default("en"),
    permissions: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * Set on the learners an integration brings (LMS users, SCORM package learners): they have no password and
     * only ever sign in through a launch of that integration, as the external system's user integration_user_id.
     */
    integration_id: integer().references((): AnyPgColumn => apiIntegrations.id, { onDelete: "cascade" }),
    integration_user_id: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    uniqueIndex("users_integration_user_unique")
      .on(t.integration_id, t.integration_user_id)
      .where(sql`${t.integration_id} is not null`),
  ],
);

/** The builder of a course, the player of an LMS's launch, the player of a SCORM package. */
export const LAUNCH_KINDS = ["builder", "player", "scorm"] as const;
export type LaunchKind = (typeof LAUNCH_KINDS)[number];

export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the token: a leaked database does not leak usable tokens. */
    token_hash: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    last_used_at: timestamp({ withTimezone: true }),
    /** A sign-in made by redeeming a launch of this integration: revoking the integration revokes it. */
    integration_id: integer().references((): AnyPgColumn => apiIntegrations.id, { onDelete: "cascade" }),
    /**
     * What a launch's sign-in may do (http/launchAccess.ts): the builder or the player (an LMS's, a SCORM
     * package's) of launch_course_id only. Both null for an ordinary sign-in; both set whenever integration_id is.
     */
    launch_kind: text({ enum: LAUNCH_KINDS }),
    launch_course_id: integer().references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("access_tokens_hash_unique").on(t.token_hash),
    index("access_tokens_user_idx").on(t.user_id),
    index("access_tokens_integration_idx").on(t.integration_id).where(sql`${t.integration_id} is not null`),
    check("access_tokens_launch_kind", sql`${t.launch_kind} in ('builder', 'player', 'scorm')`),
    check(
      "access_tokens_launch_scope",
      sql`(${t.launch_kind} is null) = (${t.launch_course_id} is null) and (${t.launch_kind} is null) = (${t.integration_id} is null)`,
    ),
  ],
);

export const EMAIL_TOKEN_KINDS = ["verify_email", "reset_password", "email_change_undo"] as const;
export type EmailTokenKind = (typeof EMAIL_TOKEN_KINDS)[number];

export const emailTokens = pgTable(
  "email_tokens",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: EMAIL_TOKEN_KINDS }).notNull(),
    token_hash: text().notNull(),
    /** The address the link was sent to: a verification link stops working once the user changes e-mail. */
    email: text().notNull(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    used_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_unique").on(t.token_hash),
    index("email_tokens_user_idx").on(t.user_id),
    check("email_tokens_kind", sql`${t.kind} in ('verify_email', 'reset_password', 'email_change_undo')`),
  ],
);

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial().primaryKey(),
    to: text().notNull(),
    reply_to: text(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_to_idx").on(t.to, t.created_at)],
);

export const supportMessages = pgTable("support_messages", {
  id: serial().primaryKey(),
  user_id: integer().references(() => users.id, { onDelete: "set null" }),
  subject: text().notNull(),
  message: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

/** Request counters of the rate limit, shared by every server process (see http/rateLimitStore.ts). */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  count: integer().notNull(),
  reset_at: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Secrets the server generates once and every process shares (e.g. the key that signs media URLs), so
 * scaling out needs no extra setting.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
