import type { Translate } from "../blocks/defaults";
import { BLOCK_TYPE, type BlockTypeCode } from "../blocks/types";
import { newBlockFields } from "../builder/blockFactory";
import type { DisplayCondition, PageBlockFields } from "../course/block";
import type { CreateCourseRequest } from "../course/course";

/**
 * A built-in course template as plain data: the course's settings and its topics, pages and blocks. Blocks
 * carry negative temporary ids (unique in the template) so display conditions can name each other; the
 * server stores them as a builder save would.
 */
export interface TemplateBlock extends PageBlockFields {
  id: number;
}

export interface TemplatePage {
  title: string;
  time_limit: number | null;
  blocks: TemplateBlock[];
}

export interface TemplateTopic {
  title: string;
  pages: TemplatePage[];
}

export interface CourseTemplateContent {
  course: CreateCourseRequest;
  topics: TemplateTopic[];
}

type At = { x: number; y: number; w: number; h: number };

/**
 * Makes a template's blocks. One maker per template build, so block ids are unique in it. The translator
 * turns the default feedback keys into sentences, as the builder does for a new block.
 */
export function blockMaker(translate: Translate) {
  let next = -1;
  const block = (type: BlockTypeCode, at: At, fields: Partial<PageBlockFields> = {}): TemplateBlock => {
    const base = newBlockFields(type, translate);
    const id = next--;
    return {
      ...base,
      ...fields,
      id,
      settings: { ...base.settings, ...fields.settings },
      displaying_settings: { ...at, i: String(id) },
    };
  };
  const shownAfter = (question: TemplateBlock, kind: DisplayCondition["kind"] = "block_interacted") => ({
    display_conditions: [{ kind, block_id: question.id }],
  });
  return {
    text: (html: string, at: At, fields: Partial<PageBlockFields> = {}) =>
      block(BLOCK_TYPE.TEXT, at, { text: html, completion_required: false, ...fields }),
    /** A coloured band of text: a title card where a picture would go, with nothing to load. */
    banner: (html: string, at: At, background: string) =>
      block(BLOCK_TYPE.TEXT, at, {
        text: html,
        completion_required: false,
        background_color: background,
        text_color: "#FFFFFF",
        text_vertical_align: 1,
        horizontal_align: 1,
      }),
    button: (label: string, at: At, url?: string) =>
      block(BLOCK_TYPE.BUTTON, at, {
        text: label,
        horizontal_align: 1,
        actions: url ? [{ type: "external_web_link", url }] : [],
      }),
    accordion: (items: { title: string; text: string }[], at: At) =>
      block(BLOCK_TYPE.ACCORDION, at, {
        completion_required: false,
        settings: { items: items.map((item, index) => ({ id: `a${index + 1}`, ...item })) },
      }),
    trueFalse: (question: string, correct: boolean, at: At) =>
      block(BLOCK_TYPE.QUIZ_TRUE_FALSE, at, { text: question, settings: { correct_answer: correct } }),
    singleChoice: (question: string, options: string[], correctIndex: number, at: At) =>
      block(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, at, {
        text: question,
        settings: {
          options: options.map((text, index) => ({
            id: `o${index + 1}`,
            text,
            image_media_id: null,
            correct: index === correctIndex,
          })),
        },
      }),
    multipleChoice: (question: string, options: { text: string; correct: boolean }[], at: At) =>
      block(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, at, {
        text: question,
        settings: {
          options: options.map((option, index) => ({ id: `o${index + 1}`, image_media_id: null, ...option })),
        },
      }),
    /** `text` holds `[[blank:b1]]`, `[[blank:b2]]`...; each blank lists its options, the first one right. */
    fillBlanks: (text: string, blanks: string[][], at: At) =>
      block(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, at, {
        text,
        settings: {
          blanks: blanks.map((options, index) => ({
            id: `b${index + 1}`,
            options: options.map((option, n) => ({ id: `o${n + 1}`, text: option })),
            correct_option_id: "o1",
          })),
        },
      }),
    matching: (question: string, pairs: [string, string][], at: At) =>
      block(BLOCK_TYPE.QUIZ_MATCHING, at, {
        text: question,
        settings: { pairs: pairs.map(([left, right], index) => ({ id: `p${index + 1}`, left, right })) },
      }),
    openAnswer: (question: string, at: At) => block(BLOCK_TYPE.QUIZ_OPEN_ANSWER, at, { text: question }),
    shownAfter,
  };
}

export const page = (title: string, blocks: TemplateBlock[], time_limit: number | null = null): TemplatePage => ({
  title,
  time_limit,
  blocks,
});
