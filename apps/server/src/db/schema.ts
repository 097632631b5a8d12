import type {
  BlockAction,
  BlockSettings,
  DisplayCondition,
  DisplayingSettings,
  MediaItem,
  Rgba,
  ServerBlockProgress,
  ServerPageProgress,
} from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
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
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("access_tokens_hash_unique").on(t.token_hash),
    index("access_tokens_user_idx").on(t.user_id),
    index("access_tokens_integration_idx").on(t.integration_id).where(sql`${t.integration_id} is not null`),
  ],
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
    // Partial: the library lists only visible items, so counting a folder's page total is an index-only scan.
    index("media_items_listing_idx")
      .on(t.user_id, t.folder_id, t.type, t.created_at, t.id)
      .where(sql`${t.visible_in_medialibrary}`),
    index("media_items_all_idx")
      .on(t.user_id, t.folder_id, t.created_at, t.id)
      .where(sql`${t.visible_in_medialibrary}`),
    index("media_items_folder_idx").on(t.folder_id),
  ],
);

export type MediaFolderRow = typeof mediaFolders.$inferSelect;
export type MediaItemRow = typeof mediaItems.$inferSelect;

/**
 * Courses (spec 3 Course). pages_order is the authoring order of every page id (topics flattened), kept by
 * the services that add, move or delete pages so the player reads it without sorting the tree.
 */
export const courses = pgTable(
  "courses",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text(),
    preview_image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    with_topics: boolean().notNull().default(false),
    pages_order: integer().array().notNull().default(sql`'{}'::integer[]`),
    randomize_pages_order: boolean().notNull().default(false),
    limit_pages_number: integer(),
    min_pass_percent: smallint().notNull().default(100),
    /** COURSE_MODE of course-model. */
    mode: smallint().notNull().default(0),
    /** The creator's theme; deleting the theme leaves the course on the defaults. */
    theme_id: integer().references((): AnyPgColumn => themes.id, { onDelete: "set null" }),
    attempts: integer(),
    ...timestamps,
  },
  (t) => [
    index("courses_user_updated_idx").on(t.user_id, t.updated_at, t.id),
    index("courses_preview_media_idx").on(t.preview_image_media_id),
    index("courses_theme_idx").on(t.theme_id),
  ],
);

/** Topics (spec 3 Topic): a topic's pages go with it. */
export const courseTopics = pgTable(
  "course_topics",
  {
    id: serial().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    order: integer().notNull().default(0),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [index("course_topics_course_order_idx").on(t.course_id, t.order, t.id)],
);

/** Pages (spec 3 Page); topic_id is null in a course without topics. */
export const coursePages = pgTable(
  "course_pages",
  {
    id: serial().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    topic_id: integer().references(() => courseTopics.id, { onDelete: "cascade" }),
    order: integer().notNull().default(0),
    title: text().notNull(),
    time_limit: integer(),
    background_color: text(),
    background_image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    background_size: text(),
    background_repeat: text(),
    background_position: text(),
    ...timestamps,
  },
  (t) => [
    index("course_pages_course_order_idx").on(t.course_id, t.order, t.id),
    index("course_pages_topic_idx").on(t.topic_id),
    index("course_pages_background_media_idx").on(t.background_image_media_id),
  ],
);

/**
 * Page blocks (spec 3 Page block). course_id is repeated from the page so the builder save can check every
 * referenced block belongs to the course with one indexed lookup.
 */
export const pageBlocks = pgTable(
  "page_blocks",
  {
    id: serial().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    page_id: integer()
      .notNull()
      .references(() => coursePages.id, { onDelete: "cascade" }),
    /** BLOCK_TYPE code of course-model. */
    type: smallint().notNull(),
    text: text(),
    displaying_settings: jsonb().$type<DisplayingSettings>().notNull(),
    video_embed_link: text(),
    video_embed_link_id: text(),
    settings: jsonb().$type<BlockSettings>().notNull().default({}),
    completion_required: boolean().notNull().default(true),
    animation: jsonb().$type<string | null>(),
    actions: jsonb().$type<BlockAction[]>().notNull().default([]),
    display_conditions: jsonb().$type<DisplayCondition[]>().notNull().default([]),
    display_conditions_combine_type: smallint().notNull().default(0),
    background_color: text(),
    text_vertical_align: smallint().notNull().default(0),
    border_is_visible: boolean().notNull().default(false),
    autoplay: boolean().notNull().default(false),
    animation_delay: integer().notNull().default(0),
    randomize_options_order: boolean().notNull().default(true),
    loop_playback: boolean().notNull().default(false),
    text_color: text(),
    horizontal_align: smallint().notNull().default(0),
    pause_automatically: boolean().notNull().default(false),
    embed: text(),
    embed_link_id: text(),
    ...timestamps,
  },
  (t) => [index("page_blocks_page_idx").on(t.page_id, t.id), index("page_blocks_course_idx").on(t.course_id)],
);

/** A block's media rows (spec 3 Block media): carousel slides, attachments, the image of an image block. */
export const pageBlockMedia = pgTable(
  "page_block_media",
  {
    id: serial().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    block_id: integer()
      .notNull()
      .references(() => pageBlocks.id, { onDelete: "cascade" }),
    /** null once the library item is deleted: the block shows a gap instead of losing its other settings. */
    medialibrary_item_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    alt_text: text(),
    text: text(),
    title: text(),
    order: integer().notNull().default(0),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    background_color: text(),
    ...timestamps,
  },
  (t) => [
    index("page_block_media_block_order_idx").on(t.block_id, t.order, t.id),
    index("page_block_media_course_idx").on(t.course_id),
    index("page_block_media_item_idx").on(t.medialibrary_item_id),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type CourseTopicRow = typeof courseTopics.$inferSelect;
export type CoursePageRow = typeof coursePages.$inferSelect;
export type PageBlockRow = typeof pageBlocks.$inferSelect;
export type PageBlockMediaRow = typeof pageBlockMedia.$inferSelect;

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
    /** integration: the share an integration's learners play the course through (one per integration and course). */
    kind: text({ enum: ["public", "email", "integration"] }).notNull(),
    integration_id: integer().references((): AnyPgColumn => apiIntegrations.id, { onDelete: "cascade" }),
    revoked_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("course_shares_course_idx").on(t.course_id, t.created_at),
    check("course_shares_kind", sql`${t.kind} in ('public', 'email', 'integration')`),
    uniqueIndex("course_shares_integration_course_unique")
      .on(t.integration_id, t.course_id)
      .where(sql`${t.integration_id} is not null`),
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
     * Seconds of the session's page sessions, summed when it is recorded: the reports' time spent then reads
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
 * Course themes (spec 3 Theme). Colours are JSONB { r, g, b, a } as the API sends them: a colour is read and
 * written whole, never queried by channel, so four columns each would buy nothing.
 */
export const themes = pgTable(
  "themes",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    page_background_image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    page_background_color: jsonb().$type<Rgba>(),
    font: text().notNull(),
    font_color: jsonb().$type<Rgba>().notNull(),
    background_position: text().notNull(),
    background_repeat: text().notNull(),
    background_size: text().notNull(),
    button_background_color: jsonb().$type<Rgba>().notNull(),
    button_text_color: jsonb().$type<Rgba>().notNull(),
    navigation_background_color: jsonb().$type<Rgba>().notNull(),
    navigation_text_color: jsonb().$type<Rgba>().notNull(),
    navigation_icons_background_color: jsonb().$type<Rgba>().notNull(),
    navigation_icons_color: jsonb().$type<Rgba>().notNull(),
    option_background_color: jsonb().$type<Rgba>().notNull(),
    option_text_color: jsonb().$type<Rgba>().notNull(),
    show_page_title: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // The list: a creator's themes, newest first.
    index("themes_user_created_idx").on(t.user_id, t.created_at, t.id),
    index("themes_background_media_idx").on(t.page_background_image_media_id),
  ],
);

export type ThemeRow = typeof themes.$inferSelect;

/**
 * Recordings a learner uploads as the answer of an audio or video question (quiz_audio_answer 14,
 * quiz_video_answer 18): the file lives in FileStorage under answers/<course>/<user>/; only the learner and the
 * course's creator read it. share_id is null for the creator's own preview. block_id is no foreign key: a
 * recording stays for the creator's reports when the block is edited away.
 */
export const answerFiles = pgTable(
  "answer_files",
  {
    id: serial().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    block_id: integer().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    share_id: text(),
    storage_key: text().notNull(),
    mime_type: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    duration_seconds: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("answer_files_course_user_idx").on(t.course_id, t.user_id),
    index("answer_files_block_idx").on(t.block_id),
  ],
);

export type AnswerFileRow = typeof answerFiles.$inferSelect;

/**
 * API integrations (spec 2 IntegrationsApi) and SCORM packages. kind api: an external system authenticating with
 * client_id and its secret (only the hash is kept), embedding from allowed_origins. kind scorm: made by a SCORM
 * export of course_id; the package carries a launch of it, so revoking the row stops every copy of the package.
 */
export const apiIntegrations = pgTable(
  "api_integrations",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
    kind: text({ enum: ["api", "scorm"] }).notNull(),
    title: text().notNull(),
    client_id: text(),
    /** sha256 of the secret, like access tokens. */
    secret_hash: text(),
    /** Web origins (scheme://host[:port]) allowed to embed the player and builder and to message them. */
    allowed_origins: jsonb().$type<string[]>().notNull().default([]),
    course_id: integer().references((): AnyPgColumn => courses.id, { onDelete: "cascade" }),
    scorm_version: text({ enum: ["1.2", "2004"] }),
    revoked_at: timestamp({ withTimezone: true }),
    last_used_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("api_integrations_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("api_integrations_client_unique").on(t.client_id),
    index("api_integrations_course_idx").on(t.course_id),
    check("api_integrations_kind", sql`${t.kind} in ('api', 'scorm')`),
  ],
);

export type ApiIntegrationRow = typeof apiIntegrations.$inferSelect;
