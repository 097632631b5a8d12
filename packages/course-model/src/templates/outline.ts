import { htmlToPlainText } from "../quiz/text";
import type { CourseTemplateId } from "./catalog";

/**
 * What a template's preview shows before anything is created (issue 17 item 7): per page its title and its
 * blocks as kind, place on the 12-column grid and the start of their text. Enough to draw a sketch of the page
 * and to list what is on it, without the blocks' settings (the web never loads the templates' builders).
 */
export interface TemplateBlockOutline {
  type: number;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The start of the block's text as plain text (blanks as "___"), empty when it has none. */
  excerpt: string;
  /** Shown only once another block was answered or interacted with. */
  conditional: boolean;
}

export interface TemplatePageOutline {
  title: string;
  time_limit: number | null;
  blocks: TemplateBlockOutline[];
}

export interface TemplateTopicOutline {
  title: string;
  pages: TemplatePageOutline[];
}

/** GET /api/course_templates/{template} */
export interface CourseTemplateOutline {
  id: CourseTemplateId;
  title: string;
  description: string;
  topics: TemplateTopicOutline[];
}

/** How much of a block's text the outline keeps. */
export const OUTLINE_EXCERPT_LENGTH = 60;

interface OutlinedBlock {
  type: number;
  text: string | null;
  displaying_settings: { x: number; y: number; w: number; h: number };
  display_conditions: readonly unknown[];
}

function excerptOf(html: string | null): string {
  const plain = htmlToPlainText(html);
  return plain.length > OUTLINE_EXCERPT_LENGTH ? `${plain.slice(0, OUTLINE_EXCERPT_LENGTH).trimEnd()}…` : plain;
}

/** A page's blocks in reading order (row, then column), as the player's document has them. */
export function outlineBlocks(blocks: readonly OutlinedBlock[]): TemplateBlockOutline[] {
  return [...blocks]
    .sort(
      (a, b) => a.displaying_settings.y - b.displaying_settings.y || a.displaying_settings.x - b.displaying_settings.x,
    )
    .map((block) => {
      const { x, y, w, h } = block.displaying_settings;
      return {
        type: block.type,
        x,
        y,
        w,
        h,
        excerpt: excerptOf(block.text),
        conditional: block.display_conditions.length > 0,
      };
    });
}

/** A built course template's topics and pages as its preview lists them. */
export function outlineTopics(
  topics: readonly {
    title: string;
    pages: readonly { title: string; time_limit: number | null; blocks: readonly OutlinedBlock[] }[];
  }[],
): TemplateTopicOutline[] {
  return topics.map((topic) => ({
    title: topic.title,
    pages: topic.pages.map((page) => ({
      title: page.title,
      time_limit: page.time_limit,
      blocks: outlineBlocks(page.blocks),
    })),
  }));
}
