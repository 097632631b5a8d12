import type { Page } from "../course/page";
import {
  getPage,
  getTopic,
  lastPageOfLastNonEmptyTopic,
  listBlockMedia,
  listBlocks,
  listPages,
  listTopics,
} from "./lookups";
import { removeReferences } from "./references";
import { putItem, removeItem } from "./store";
import type { BuilderState, SavingResult } from "./types";

/** Deletes a page with its blocks and their media; the caller cleans references and sibling orders. */
function removePageTree(state: BuilderState, page: Page): { state: BuilderState; blockIds: number[] } {
  let next = state;
  const blocks = listBlocks(state, page.id);
  for (const block of blocks) {
    for (const media of listBlockMedia(state, block.id)) next = removeItem(next, "blockMedia", media.id);
    next = removeItem(next, "blocks", block.id);
  }
  return { state: removeItem(next, "pages", page.id), blockIds: blocks.map((block) => block.id) };
}

/**
 * Deletes a page (spec 4): its blocks go with it, and so does every action and display condition pointing
 * at the page or its blocks, in all other pages; later pages of its topic move up one. When it was the
 * active page, the next active page is the sibling with the next higher order, else the next lower one,
 * else the last page of the last non-empty topic. The builder saves at once.
 */
export function deletePage(state: BuilderState, pageId: number): SavingResult {
  const page = getPage(state, pageId);
  const siblings = listPages(state, page.topic_id).filter((p) => p.id !== page.id);
  const higher = siblings.find((p) => p.order > page.order);
  const lower = siblings.filter((p) => p.order < page.order).at(-1);

  const removed = removePageTree(state, page);
  let next = removed.state;
  for (const sibling of siblings) {
    if (sibling.order > page.order) next = putItem(next, "pages", { ...sibling, order: sibling.order - 1 });
  }
  next = removeReferences(next, { pageIds: new Set([page.id]), blockIds: new Set(removed.blockIds) });

  // The rule picks a page when the one on screen goes; deleting another page from the tree leaves the
  // author where they are.
  if (state.activePageId !== page.id && state.activePageId !== null) return { state: next, saveNow: true };
  const nextPage = higher ?? lower ?? lastPageOfLastNonEmptyTopic(next);
  return {
    state: {
      ...next,
      activePageId: nextPage?.id ?? null,
      activeTopicId: nextPage ? (nextPage.topic_id ?? next.activeTopicId) : next.activeTopicId,
    },
    saveNow: true,
  };
}

/**
 * Deletes a topic with its pages (each as a page deletion takes its blocks and the references to them);
 * later topics move up one. Deleting pages saves at once, so this does too when the topic had any.
 */
export function deleteTopic(state: BuilderState, topicId: number): SavingResult {
  const topic = getTopic(state, topicId);
  const pages = listPages(state, topic.id);
  const topics = listTopics(state);

  let next = state;
  const blockIds: number[] = [];
  for (const page of pages) {
    const removed = removePageTree(next, page);
    next = removed.state;
    blockIds.push(...removed.blockIds);
  }
  next = removeItem(next, "topics", topic.id);
  for (const sibling of topics) {
    if (sibling.order > topic.order) next = putItem(next, "topics", { ...sibling, order: sibling.order - 1 });
  }
  next = removeReferences(next, { pageIds: new Set(pages.map((p) => p.id)), blockIds: new Set(blockIds) });

  const pageGone = pages.some((p) => p.id === state.activePageId);
  const activePage = pageGone ? lastPageOfLastNonEmptyTopic(next) : undefined;
  const activePageId = pageGone ? (activePage?.id ?? null) : next.activePageId;
  let activeTopicId = next.activeTopicId;
  if (activeTopicId === topic.id) {
    const higher = topics.find((t) => t.order > topic.order);
    const lower = topics.filter((t) => t.order < topic.order).at(-1);
    activeTopicId = activePage?.topic_id ?? higher?.id ?? lower?.id ?? null;
  }
  return { state: { ...next, activePageId, activeTopicId }, saveNow: pages.length > 0 };
}
