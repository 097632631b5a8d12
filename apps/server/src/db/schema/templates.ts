// Page templates (issue 17 item 7).
import type { PageTemplateContent } from "@coursewright/course-model";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A creator's saved pages: the page's settings and blocks (with their media rows) as one JSON document. It is
 * read and written whole and only ever inserted as a copy, so rows per block would buy nothing.
 */
export const pageTemplates = pgTable(
  "page_templates",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    content: jsonb().$type<PageTemplateContent>().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // The list: a creator's templates, newest first.
  (t) => [index("page_templates_user_created_idx").on(t.user_id, t.created_at, t.id)],
);

export type PageTemplateRow = typeof pageTemplates.$inferSelect;
