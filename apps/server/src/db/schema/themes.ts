// Course themes.
import type { Rgba } from "@coursewright/course-model";
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { mediaItems } from "./media";

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
