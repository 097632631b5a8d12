import {
  type CreatePageTemplateRequest,
  type FullPage,
  MEDIA_TYPE,
  type PageTemplate,
  type PageTemplateContent,
  type PageTemplateSummary,
} from "@coursewright/course-model";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type PageTemplateRow, pageTemplates } from "../../db/schema";
import { errors, type MessageRef, ValidationError } from "../../http/errors";
import type { Signer } from "../../http/signing";
import { cleanBlockContent, cleanMediaText } from "../builder/content";
import { optionImageIds, withOptionImages } from "../courses/optionImages";
import { mediaRowsById, ownMediaTypes } from "../courses/service";
import { presentMediaItem } from "../media/presenter";

export const PAGE_TEMPLATES_PER_PAGE = 50;

/** The creator's own templates, newest first. */
export async function listPageTemplates(db: Database, userId: number, page: number) {
  const where = eq(pageTemplates.user_id, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pageTemplates)
      .where(where)
      .orderBy(desc(pageTemplates.created_at), desc(pageTemplates.id))
      .limit(PAGE_TEMPLATES_PER_PAGE)
      .offset((page - 1) * PAGE_TEMPLATES_PER_PAGE),
    db.select({ n: count() }).from(pageTemplates).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The template when it is the user's own. Another creator's answers 404 like a missing one: a creator never
 * learns that someone else's template exists.
 */
export async function getOwnPageTemplate(db: Database, userId: number, id: number): Promise<PageTemplateRow> {
  const [row] = await db
    .select()
    .from(pageTemplates)
    .where(and(eq(pageTemplates.id, id), eq(pageTemplates.user_id, userId)));
  if (!row) throw errors.notFound();
  return row;
}

/** Library items the content shows: the page's background, block media, choice option images. */
function referencedMedia(content: PageTemplateContent) {
  const refs: { id: number; field: string; image: boolean }[] = [];
  const background = content.page.background_image_media_id;
  if (background !== null) refs.push({ id: background, field: "content.page.background_image_media_id", image: true });
  content.blocks.forEach((block, index) => {
    block.media.forEach((media, n) => {
      refs.push({ id: media.medialibrary_item_id, field: `content.blocks.${index}.media.${n}`, image: false });
    });
    for (const id of optionImageIds([block])) refs.push({ id, field: `content.blocks.${index}.settings`, image: true });
  });
  return refs;
}

/** Stores a page as a template: texts sanitised as a save does, every library item the creator's own. */
export async function createPageTemplate(
  db: Database,
  userId: number,
  body: CreatePageTemplateRequest,
): Promise<PageTemplateRow> {
  const refs = referencedMedia(body.content);
  const types = await ownMediaTypes(
    db,
    userId,
    refs.map((ref) => ref.id),
  );
  const fields: Record<string, MessageRef[]> = {};
  for (const ref of refs) {
    const type = types.get(ref.id);
    if (type === undefined || (ref.image && type !== MEDIA_TYPE.IMAGE))
      fields[ref.field] = [{ key: ref.image ? "courses.image_required" : "courses.media_unknown" }];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const content: PageTemplateContent = {
    page: body.content.page,
    blocks: body.content.blocks.map((block) => ({
      ...cleanBlockContent(block),
      media: block.media.map((media) => ({ ...media, text: cleanMediaText(media.text) })),
    })),
  };
  const [row] = await db.insert(pageTemplates).values({ user_id: userId, title: body.title, content }).returning();
  if (!row) throw new Error("page template not inserted");
  return row;
}

export async function renamePageTemplate(db: Database, row: PageTemplateRow, title: string) {
  const [updated] = await db.update(pageTemplates).set({ title }).where(eq(pageTemplates.id, row.id)).returning();
  if (!updated) throw errors.notFound();
  return updated;
}

export async function deletePageTemplate(db: Database, row: PageTemplateRow): Promise<void> {
  await db.delete(pageTemplates).where(eq(pageTemplates.id, row.id));
}

export const presentPageTemplateSummary = (row: PageTemplateRow): PageTemplateSummary => ({
  id: row.id,
  title: row.title,
  block_count: row.content.blocks.length,
  created_at: row.created_at.toISOString(),
});

/**
 * The template with its page as the builder reads a page (a page of no course, id 0; blocks and media under
 * temporary ids), its library items with signed URLs. An item deleted since shows as missing, as on a page.
 */
export async function presentPageTemplate(db: Database, row: PageTemplateRow, signer: Signer): Promise<PageTemplate> {
  const { page, blocks } = row.content;
  const items = await mediaRowsById(db, [
    page.background_image_media_id,
    ...blocks.flatMap((block) => block.media.map((media) => media.medialibrary_item_id)),
    ...optionImageIds(blocks),
  ]);
  const item = (id: number | null) => {
    const found = id === null ? undefined : items.get(id);
    return found && found.user_id === row.user_id ? presentMediaItem(found, signer) : null;
  };
  const at = row.created_at.toISOString();
  let mediaId = 0;
  const fullPage: FullPage = {
    ...page,
    id: 0,
    course_id: 0,
    topic_id: null,
    order: 0,
    title: row.title,
    background_image_media: item(page.background_image_media_id),
    created_at: at,
    updated_at: at,
    page_blocks: blocks.map(({ media, ...block }) => ({
      ...withOptionImages(
        { ...block, course_id: 0, page_id: 0, created_at: at, updated_at: at },
        items,
        row.user_id,
        signer,
      ),
      media: media.map((fields) => ({
        ...fields,
        id: --mediaId,
        block_id: block.id,
        medialibrary_item: item(fields.medialibrary_item_id),
        created_at: at,
        updated_at: at,
      })),
    })),
  };
  return { ...presentPageTemplateSummary(row), page: fullPage };
}
