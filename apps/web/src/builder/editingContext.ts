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

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The name a page goes by in the condition picker: its title, "Page N" (its place in the course) when it has
 * none, and the place added when another page has the same title, so two pages never read alike.
 */
function pageNames(pages: readonly { id: number; title: string }[], translate: Translate): Map<number, string> {
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(page.title.trim(), (counts.get(page.title.trim()) ?? 0) + 1);
  return new Map(
    pages.map((page, index) => {
      const title = page.title.trim();
      const number = translate("blocks.common.page_n", { n: index + 1 });
      return [page.id, title === "" ? number : (counts.get(title) ?? 0) > 1 ? `${title} (${number})` : title];
    }),
  );
}

/**
 * Blocks a display condition of `editedBlockId` may watch: the condition-capable blocks of every loaded
 * page (pages not opened yet have no blocks here until loadAllPages), never the edited block itself.
 * Each label names its page (the chosen one shows without its group heading); a block with no text that shares
 * its type with others on the page gets its place among them in reading order ("Accordion 2 of 3").
 */
export function conditionTargets(
  state: BuilderState,
  editedBlockId: number | null,
  translate: Translate,
): ConditionTarget[] {
  const pages = listAllPages(state);
  const names = pageNames(pages, translate);
  return pages.flatMap((page) => {
    const pageName = names.get(page.id) ?? "";
    const blocks = listBlocks(state, page.id);
    const textless = (block: PageBlock) => textExcerpt(block.text) === "";
    return blocks
      .filter((block) => block.id !== editedBlockId && canBeWatched(block.type))
      .map((block) => {
        const alike = textless(block)
          ? blocks.filter((other) => other.type === block.type && textless(other) && canBeWatched(other.type))
          : [];
        const own =
          alike.length > 1
            ? translate("blocks.common.condition_target_nth", {
                name: blockLabelParts(block, translate).name,
                n: alike.indexOf(block) + 1,
                count: alike.length,
              })
            : blockLabel(block, translate);
        return {
          id: block.id,
          type: block.type,
          label: translate("blocks.common.condition_target_on_page", { label: own, page: pageName }),
          pageId: page.id,
          pageTitle: pageName,
        };
      });
  });
}
