// Answer shapes of the course routes, for the OpenAPI description at /api/docs and as a last check that the
// presenters answer what course-model declares (each schema `satisfies` the course-model type).
import {
  type BlockMedia,
  blockMediaFieldsSchema,
  type Course,
  type CourseWithContents,
  type FullPage,
  LANGUAGE_CODES,
  type MediaItem,
  type MediaType,
  type Page,
  type PageBlockWithMedia,
  pageBlockFieldsSchema,
  pageFieldsSchema,
  type Theme,
  type Topic,
  type TopicWithPages,
  themeFieldsSchema,
} from "@coursewright/course-model";
import { z } from "zod";

const id = z.number().int();
const timestamps = { created_at: z.string(), updated_at: z.string() };

export const mediaItemSchema = z
  .object({
    id,
    ...timestamps,
    custom_properties: z.custom<MediaItem["custom_properties"]>((v) => typeof v === "object" && v !== null),
    file_name: z.string(),
    name: z.string(),
    title: z.string(),
    human_readable_size: z.string(),
    medialibrary_type: z.custom<MediaType>((v) => typeof v === "number"),
    order: z.number(),
    size: z.number(),
    thumb_url: z.string().nullable(),
    url: z.string(),
    download_url: z.string().nullable(),
    visible_in_medialibrary: z.boolean(),
    block_id: id.nullable(),
    folder_id: id.nullable(),
  })
  .describe("A media library item with signed, time-limited URLs") satisfies z.ZodType<MediaItem>;

/** Lives here rather than in themes/ because every course answer carries its theme. */
export const themeSchema = themeFieldsSchema
  .extend({
    id,
    page_background_image: mediaItemSchema.nullable(),
    courses_count: z.number().int().describe("The creator's courses that use this theme"),
    ...timestamps,
  })
  .describe("A course theme; colours are { r, g, b, a } with channels 0-255 and alpha 0-1") satisfies z.ZodType<Theme>;

export const courseSchema = z
  .object({
    id,
    title: z.string(),
    description: z.string().nullable(),
    preview_image: z.object({
      media_id: id.nullable(),
      url: z.string().describe("Signed URL of the preview image, or the default preview image path"),
    }),
    with_topics: z.boolean(),
    pages_order: z.array(id).describe("Every page id in authoring order (topics flattened)"),
    randomize_pages_order: z.boolean(),
    limit_pages_number: z.number().int().nullable(),
    min_pass_percent: z.number().int(),
    mode: z.union([z.literal(0), z.literal(1)]).describe("LEARNING 0, PRESENTATION 1"),
    theme_id: id.nullable(),
    theme: themeSchema.nullable().describe("The course's theme, whole; null: the default look"),
    user_id: id,
    attempts: z.number().int().nullable(),
    language: z
      .enum(LANGUAGE_CODES)
      .nullable()
      .describe("The language the content is written in (its direction and lang); null follows the interface"),
    ...timestamps,
  })
  .describe("A course") satisfies z.ZodType<Course>;

export const topicSchema = z.object({
  id,
  course_id: id,
  order: z.number().int(),
  title: z.string(),
  ...timestamps,
}) satisfies z.ZodType<Topic>;

export const pageSchema = pageFieldsSchema.extend({
  id,
  course_id: id,
  background_image_media: mediaItemSchema.nullable(),
  ...timestamps,
}) satisfies z.ZodType<Page>;

export const topicWithPagesSchema = topicSchema.extend({
  pages: z.array(pageSchema).describe("The topic's pages by order, without their blocks"),
}) satisfies z.ZodType<TopicWithPages>;

export const courseWithContentsSchema = courseSchema
  .extend({
    topics: z.array(topicWithPagesSchema).describe("Topics by order, each with its pages by order"),
    pages: z.array(pageSchema).describe("Every page once, in pages_order (a course without topics has only these)"),
  })
  .describe("A course with its topics and pages, without blocks") satisfies z.ZodType<CourseWithContents>;

export const blockMediaSchema = blockMediaFieldsSchema.extend({
  id,
  block_id: id,
  medialibrary_item_id: z.number().int().describe("0 when the library item has been deleted since"),
  medialibrary_item: mediaItemSchema.nullable(),
  ...timestamps,
}) satisfies z.ZodType<BlockMedia>;

export const pageBlockSchema = pageBlockFieldsSchema.extend({
  id,
  course_id: id,
  page_id: id,
  media: z.array(blockMediaSchema).describe("The block's media rows by order"),
  ...timestamps,
}) satisfies z.ZodType<PageBlockWithMedia>;

export const fullPageSchema = pageSchema
  .extend({ page_blocks: z.array(pageBlockSchema).describe("Blocks by row (y), then column (x)") })
  .describe("A page with its blocks and their media") satisfies z.ZodType<FullPage>;

export const paginatedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    links: z.object({ next: z.string().nullable().describe("Path of the next page, null on the last") }),
    meta: z.object({
      current_page: z.number().int(),
      last_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  });

export const messageSchema = z.object({ message: z.string() });
