// Courses and what they are made of: topics, pages, blocks and block media.

import type { BlockAction, BlockSettings, DisplayCondition, DisplayingSettings } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { mediaItems } from "./media";
import { themes } from "./themes";

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
    /** A LANGUAGE_CODES code: the language the content is written in; null follows the reader's interface. */
    language: text(),
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
