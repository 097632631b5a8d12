import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
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
import type { MediaItem } from "@coursewright/course-model";

const timestamps = {
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

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
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("access_tokens_hash_unique").on(t.token_hash), index("access_tokens_user_idx").on(t.user_id)],
);

export const EMAIL_TOKEN_KINDS = ["verify_email", "reset_password"] as const;
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
    check("email_tokens_kind", sql`${t.kind} in ('verify_email', 'reset_password')`),
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

/** Media library folders (spec 3 Folder); a folder's sub-folders and items go with it (cascade). */
export const mediaFolders = pgTable(
  "media_folders",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parent_id: integer().references((): AnyPgColumn => mediaFolders.id, { onDelete: "cascade" }),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index("media_folders_user_parent_title_idx").on(t.user_id, t.parent_id, t.title, t.id),
    // Cascading deletes look rows up by parent alone.
    index("media_folders_parent_idx").on(t.parent_id),
  ],
);

/**
 * Media library items (spec 3 Media item). The file lives in FileStorage under storage_key (thumbnail under
 * thumb_key); embedded videos have neither. Title search is `lower(title) LIKE`, applied after the indexed
 * (user, folder, type) filters narrow the rows to one folder (PGlite has no pg_trgm).
 */
export const mediaItems = pgTable(
  "media_items",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    folder_id: integer().references(() => mediaFolders.id, { onDelete: "cascade" }),
    /** MEDIA_TYPE of course-model. */
    type: smallint().notNull(),
    title: text().notNull(),
    /** The name the file was uploaded under (sent back in Content-Disposition). */
    file_name: text().notNull(),
    storage_key: text(),
    thumb_key: text(),
    size: bigint({ mode: "number" }).notNull().default(0),
    mime_type: text().notNull().default("application/octet-stream"),
    custom_properties: jsonb().$type<MediaItem["custom_properties"]>().notNull().default({}),
    order: integer().notNull().default(0),
    visible_in_medialibrary: boolean().notNull().default(true),
    /** Set by the course builder (later issue) for media attached to a block only. */
    block_id: integer(),
    ...timestamps,
  },
  (t) => [
    index("media_items_listing_idx").on(t.user_id, t.folder_id, t.type, t.created_at, t.id),
    index("media_items_all_idx").on(t.user_id, t.folder_id, t.created_at, t.id),
    index("media_items_folder_idx").on(t.folder_id),
  ],
);

export type MediaFolderRow = typeof mediaFolders.$inferSelect;
export type MediaItemRow = typeof mediaItems.$inferSelect;
