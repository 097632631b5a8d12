import {
  type BlockMedia,
  type BuilderState,
  findItem,
  listBlockMedia,
  listBlocks,
  listPages,
  listTopics,
  type Page,
  type PageBlock,
  type Topic,
} from "@coursewright/course-model";
import { useMemo } from "react";
import { useBuilderState, useBuilderStore } from "./store";

export interface TreeTopic {
  topic: Topic;
  pages: Page[];
}

/** The left drawer's tree: topics with their pages, or (a course without topics) the pages alone. */
export interface Tree {
  withTopics: boolean;
  topics: TreeTopic[];
  /** Pages outside topics: every page of a course without topics. */
  pages: Page[];
}

export function treeOf(state: BuilderState): Tree {
  if (!state.course.with_topics) return { withTopics: false, topics: [], pages: listPages(state, null) };
  return {
    withTopics: true,
    topics: listTopics(state).map((topic) => ({ topic, pages: listPages(state, topic.id) })),
    pages: [],
  };
}

export function useTree(): Tree | null {
  const state = useBuilderState();
  return useMemo(() => (state ? treeOf(state) : null), [state]);
}

export interface PageView {
  page: Page;
  blocks: PageBlock[];
  mediaOf(blockId: number): BlockMedia[];
}

/** The active page with its blocks (spec 4: the visible blocks are those of the active page). */
export function useActivePage(): PageView | null {
  const state = useBuilderState();
  return useMemo(() => {
    if (!state || state.activePageId === null) return null;
    const page = findItem(state, "pages", state.activePageId);
    if (!page) return null;
    const blocks = listBlocks(state, page.id);
    return { page, blocks, mediaOf: (blockId: number) => listBlockMedia(state, blockId) };
  }, [state]);
}

/** The selected block and its media, or null when none is selected (or it has gone). */
export function useSelectedBlock(): { block: PageBlock; media: BlockMedia[] } | null {
  const state = useBuilderState();
  const selectedId = useBuilderStore((s) => s.selectedBlockId);
  return useMemo(() => {
    if (!state || selectedId === null) return null;
    const block = findItem(state, "blocks", selectedId);
    return block ? { block, media: listBlockMedia(state, block.id) } : null;
  }, [state, selectedId]);
}
