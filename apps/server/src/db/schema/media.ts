// The media library: folders and items.

import type { MediaItem } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";

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
