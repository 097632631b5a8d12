import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEATS,
  BACKGROUND_SIZES,
  BLOCK_TYPE,
  type BlockMedia,
  type Course,
  courseLanguageOf,
  DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
  isBlockTypeCode,
  type MediaItem,
  type Page,
  type PageBlock,
  type Theme,
  type Topic,
} from "@coursewright/course-model";
import type {
  CoursePageRow,
  CourseRow,
  CourseTopicRow,
  MediaItemRow,
  PageBlockMediaRow,
  PageBlockRow,
} from "../../db/schema";
import type { Signer } from "../../http/signing";
import { presentMediaItem, signedMediaUrls } from "../media/presenter";

/** Media rows by id, loaded once per answer; presenting them signs their URLs. */
export type MediaRows = ReadonlyMap<number, MediaItemRow>;
/** Presented themes by id, loaded once per answer (themes/service themesOfCourses). */
export type ThemesById = ReadonlyMap<number, Theme>;
const NO_THEMES: ThemesById = new Map();

/** The value when it is one of `allowed` (database columns are wider than the contract's unions), else the fallback. */
function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}
function oneOfOrNull<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return allowed.find((candidate) => candidate === value) ?? null;
}

const iso = (date: Date) => date.toISOString();

/** Without `themes` (answers that show only a course's title and image), `theme` is null. */
export function presentCourse(
  row: CourseRow,
  media: MediaRows,
  signer: Signer,
  themes: ThemesById = NO_THEMES,
): Course {
  const preview = row.preview_image_media_id === null ? undefined : media.get(row.preview_image_media_id);
  const previewUrl = preview ? signedMediaUrls(signer, preview).url : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    preview_image: {
      media_id: previewUrl ? (preview?.id ?? null) : null,
      url: previewUrl ?? DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
    },
    with_topics: row.with_topics,
    pages_order: row.pages_order,
    randomize_pages_order: row.randomize_pages_order,
    limit_pages_number: row.limit_pages_number,
    min_pass_percent: row.min_pass_percent,
    mode: oneOf([0, 1] as const, row.mode, 0),
    theme_id: row.theme_id,
    theme: row.theme_id === null ? null : (themes.get(row.theme_id) ?? null),
    user_id: row.user_id,
    attempts: row.attempts,
    language: courseLanguageOf(row.language),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentTopic(row: CourseTopicRow): Topic {
  return {
    id: row.id,
    course_id: row.course_id,
    order: row.order,
    title: row.title,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function presentMedia(id: number | null, media: MediaRows, signer: Signer): MediaItem | null {
  const row = id === null ? undefined : media.get(id);
  return row ? presentMediaItem(row, signer) : null;
}

export function presentPage(row: CoursePageRow, media: MediaRows, signer: Signer): Page {
  return {
    id: row.id,
    course_id: row.course_id,
    topic_id: row.topic_id,
    order: row.order,
    title: row.title,
    time_limit: row.time_limit,
    background_color: row.background_color,
    background_image_media_id: row.background_image_media_id,
    background_image_media: presentMedia(row.background_image_media_id, media, signer),
    background_size: oneOfOrNull(BACKGROUND_SIZES, row.background_size),
    background_repeat: oneOfOrNull(BACKGROUND_REPEATS, row.background_repeat),
    background_position: oneOfOrNull(BACKGROUND_POSITIONS, row.background_position),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const ALIGN = [0, 1, 2] as const;

export function presentBlock(row: PageBlockRow): PageBlock {
  return {
    id: row.id,
    course_id: row.course_id,
    page_id: row.page_id,
    type: isBlockTypeCode(row.type) ? row.type : BLOCK_TYPE.TEXT,
    text: row.text,
    displaying_settings: row.displaying_settings,
    video_embed_link: row.video_embed_link,
    video_embed_link_id: row.video_embed_link_id,
    settings: row.settings,
    completion_required: row.completion_required,
    animation: row.animation ?? null,
    actions: row.actions,
    display_conditions: row.display_conditions,
    display_conditions_combine_type: oneOf([0, 1] as const, row.display_conditions_combine_type, 0),
    background_color: row.background_color,
    text_vertical_align: oneOf(ALIGN, row.text_vertical_align, 0),
    border_is_visible: row.border_is_visible,
    autoplay: row.autoplay,
    animation_delay: row.animation_delay,
    randomize_options_order: row.randomize_options_order,
    loop_playback: row.loop_playback,
    text_color: row.text_color,
    horizontal_align: oneOf(ALIGN, row.horizontal_align, 0),
    pause_automatically: row.pause_automatically,
    embed: row.embed,
    embed_link_id: row.embed_link_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export function presentBlockMedia(row: PageBlockMediaRow, media: MediaRows, signer: Signer): BlockMedia {
  return {
    id: row.id,
    block_id: row.block_id,
    // A library item deleted since: id 0 (never a stored id) and item null, so the builder asks for a new pick.
    medialibrary_item_id: row.medialibrary_item_id ?? 0,
    medialibrary_item: presentMedia(row.medialibrary_item_id, media, signer),
    alt_text: row.alt_text,
    text: row.text,
    title: row.title,
    order: row.order,
    settings: row.settings,
    background_color: row.background_color,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
