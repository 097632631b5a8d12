import type { UniqueIdentifier } from "@dnd-kit/core";
import type { Tree } from "../selectors";

/**
 * The pure half of the tree's drag and drop: dnd-kit knows only string ids and what is under the pointer;
 * this file turns that into the course-model moves (moveTopic, movePage), so a drop is one edit.
 */

/** Drag ids: topics and pages are sortable items; each topic's page list (or the course's) is a container. */
export const topicDragId = (topicId: number) => `topic:${topicId}`;
export const pageDragId = (pageId: number) => `page:${pageId}`;
export const containerDragId = (topicId: number | null) => (topicId === null ? "pages:root" : `pages:${topicId}`);

export type DragTarget =
  | { kind: "topic"; id: number }
  | { kind: "page"; id: number }
  | { kind: "container"; topicId: number | null };

export function parseDragId(id: UniqueIdentifier | null | undefined): DragTarget | null {
  if (typeof id !== "string") return null;
  if (id === "pages:root") return { kind: "container", topicId: null };
  const match = /^(topic|page|pages):(-?\d+)$/.exec(id);
  if (!match?.[1] || !match[2]) return null;
  const num = Number(match[2]);
  if (match[1] === "pages") return { kind: "container", topicId: num };
  return { kind: match[1] === "topic" ? "topic" : "page", id: num };
}

/** What the tree shows, in order: one container per topic (or one, topicId null, without topics). */
export interface TreeLayout {
  containers: readonly { topicId: number | null; pageIds: readonly number[] }[];
}

export function layoutOf(tree: Tree): TreeLayout {
  if (!tree.withTopics) return { containers: [{ topicId: null, pageIds: tree.pages.map((p) => p.id) }] };
  return {
    containers: tree.topics.map(({ topic, pages }) => ({ topicId: topic.id, pageIds: pages.map((p) => p.id) })),
  };
}

function containerIndexOfPage(layout: TreeLayout, pageId: number): number {
  return layout.containers.findIndex((c) => c.pageIds.includes(pageId));
}

/** The container a target belongs to: a page's list, the container itself, or a topic's own list. */
function containerIndexOf(layout: TreeLayout, target: DragTarget): number {
  if (target.kind === "page") return containerIndexOfPage(layout, target.id);
  const topicId = target.kind === "topic" ? target.id : target.topicId;
  return layout.containers.findIndex((c) => c.topicId === topicId);
}

/**
 * While a page is dragged over another topic, the tree shows it there already (so the lists make room).
 * It goes before the page it is over when it comes from above, after it when it comes from below, and to
 * the near end of a list it enters by the list itself (an empty or folded topic). Same layout when the
 * page stays in its list.
 */
export function previewPageOver(layout: TreeLayout, pageId: number, over: DragTarget | null): TreeLayout {
  if (!over || (over.kind === "page" && over.id === pageId)) return layout;
  const from = containerIndexOfPage(layout, pageId);
  const to = containerIndexOf(layout, over);
  if (from < 0 || to < 0 || from === to) return layout;
  const target = layout.containers[to]?.pageIds ?? [];
  const comesFromAbove = from < to;
  let index: number;
  if (over.kind === "page") index = target.indexOf(over.id) + (comesFromAbove ? 0 : 1);
  else index = comesFromAbove ? 0 : target.length;
  return {
    containers: layout.containers.map((c, i) => {
      if (i === from) return { ...c, pageIds: c.pageIds.filter((id) => id !== pageId) };
      if (i !== to) return c;
      const pageIds = [...c.pageIds];
      pageIds.splice(index, 0, pageId);
      return { ...c, pageIds };
    }),
  };
}

export type TreeMove =
  | { kind: "topic"; topicId: number; toIndex: number; count: number }
  | { kind: "page"; pageId: number; topicId: number | null; index: number; count: number };

/**
 * Where the dragged item lands, as it stands now: `preview` is the layout shown during the drag (the page
 * may already sit in another topic), `original` the one before it. Null when it lands where it started or
 * on nothing. `count` is the length of the list it lands in, for the screen reader.
 */
export function landing(
  original: TreeLayout,
  preview: TreeLayout,
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null | undefined,
): TreeMove | null {
  const active = parseDragId(activeId);
  const over = parseDragId(overId);
  if (!active || !over) return null;

  if (active.kind === "topic") {
    const topics = original.containers.map((c) => c.topicId);
    const from = topics.indexOf(active.id);
    const toIndex = over.kind === "topic" ? topics.indexOf(over.id) : -1;
    if (from < 0 || toIndex < 0 || from === toIndex) return null;
    return { kind: "topic", topicId: active.id, toIndex, count: topics.length };
  }
  if (active.kind !== "page") return null;

  const at = containerIndexOfPage(preview, active.id);
  const container = preview.containers[at];
  if (!container) return null;
  const from = container.pageIds.indexOf(active.id);
  // Within its list the page takes the place of the one it is over (dnd-kit's arrayMove).
  const index = over.kind === "page" && container.pageIds.includes(over.id) ? container.pageIds.indexOf(over.id) : from;

  const before = original.containers[containerIndexOfPage(original, active.id)];
  if (before && before.topicId === container.topicId && before.pageIds.indexOf(active.id) === index) return null;
  return { kind: "page", pageId: active.id, topicId: container.topicId, index, count: container.pageIds.length };
}
