// Factories for the template tests.
import type { PageTemplateContent } from "@coursewright/course-model";
import type { Database } from "../../db/open";
import { type PageTemplateRow, pageTemplates } from "../../db/schema";

/** An empty page, as the smallest template there is. */
export const EMPTY_PAGE_TEMPLATE: PageTemplateContent = {
  page: {
    time_limit: null,
    background_color: null,
    background_image_media_id: null,
    background_size: null,
    background_repeat: null,
    background_position: null,
  },
  blocks: [],
};

/** A page template straight into the table. */
export async function buildPageTemplate(db: Database, userId: number, title = "Template"): Promise<PageTemplateRow> {
  const [row] = await db
    .insert(pageTemplates)
    .values({ user_id: userId, title, content: EMPTY_PAGE_TEMPLATE })
    .returning();
  if (!row) throw new Error("no page template");
  return row;
}
