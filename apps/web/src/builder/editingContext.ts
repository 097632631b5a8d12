import {
  type BuilderState,
  blockTypeName,
  getBlockDefinition,
  htmlToPlainText,
  listAllPages,
  listBlocks,
  listTopics,
  type PageBlock,
} from "@coursewright/course-model";
import type { ConditionTarget, LinkablePage } from "../blocks/editing";

/** How much of a block's text its label shows. */
const LABEL_TEXT_LENGTH = 40;

/**
 * The visible start of a block's rich text, cut with an ellipsis: course-model's plain text (tags out, entities
 * read, spaces collapsed, fill-in blanks as "___" rather than their raw tokens).
 */
export function textExcerpt(html: string | null, length = LABEL_TEXT_LENGTH): string {
  const plain = htmlToPlainText(html);
  return plain.length > length ? `${plain.slice(0, length).trimEnd()}…` : plain;
}

/** A block's label in its two parts: its type's name (interface language) and the start of its text (content). */
export function blockLabelParts(
  block: PageBlock,
  translate: (key: string) => string,
): { name: string; excerpt: string } {
  return { name: translate(`blocks.names.${blockTypeName(block.type)}`), excerpt: textExcerpt(block.text) };
}

/** What the author recognises a block by: its type's name, then the start of its text. */
export function blockLabel(block: PageBlock, translate: (key: string) => string): string {
  const { name, excerpt } = blockLabelParts(block, translate);
  return excerpt ? `${name}: ${excerpt}` : name;
}

/** Every live page in authoring order, with its topic's title in a course with topics (action targets). */
export function linkablePages(state: BuilderState): LinkablePage[] {
  const topicTitles = new Map(listTopics(state).map((topic) => [topic.id, topic.title]));
  return listAllPages(state).map((page) => ({
    id: page.id,
    title: page.title,
    topicTitle: state.course.with_topics && page.topic_id !== null ? (topicTitles.get(page.topic_id) ?? null) : null,
  }));
}

const canBeWatched = (type: number) => {
  const definition = getBlockDefinition(type);
  return definition.supportsInteractionCondition || definition.supportsCorrectnessCondition;
};

/**
 * Blocks a display condition of `editedBlockId` may watch: the condition-capable blocks of every loaded
 * page (pages not opened yet have no blocks here until loadAllPages), never the edited block itself.
 */
export function conditionTargets(
  state: BuilderState,
  editedBlockId: number | null,
  translate: (key: string) => string,
): ConditionTarget[] {
  return listAllPages(state).flatMap((page) =>
    listBlocks(state, page.id)
      .filter((block) => block.id !== editedBlockId && canBeWatched(block.type))
      .map((block) => ({
        id: block.id,
        type: block.type,
        label: blockLabel(block, translate),
        pageId: page.id,
        pageTitle: page.title,
      })),
  );
}
