import type { Page, Topic } from "@coursewright/course-model";
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import type { TFunction } from "i18next";
import { useMemo, useRef, useState } from "react";
import * as actions from "../actions";
import type { Tree } from "../selectors";
import { landing, layoutOf, parseDragId, previewPageOver, type TreeLayout, type TreeMove } from "./dropTarget";

interface DragState {
  activeId: UniqueIdentifier;
  original: TreeLayout;
  preview: TreeLayout;
}

/**
 * Pages dragged over a topic prefer the nearest page inside it; a topic with no page showing (empty or
 * folded) is a target by itself. Topics only meet topics: rows of the other kind are disabled as targets.
 */
const collisions: CollisionDetection = (args) => {
  // Targets of the other kind are disabled a render after the drag starts; until then they are skipped here.
  const of = (kinds: string[]) => args.droppableContainers.filter((c) => kinds.includes(parseDragId(c.id)?.kind ?? ""));
  if (parseDragId(args.active.id)?.kind !== "page")
    return closestCenter({ ...args, droppableContainers: of(["topic"]) });
  const targets = { ...args, droppableContainers: of(["page", "container"]) };
  const within = pointerWithin(targets);
  const hits = within.length > 0 ? within : closestCorners(targets);
  const page = hits.find((hit) => parseDragId(hit.id)?.kind === "page");
  if (page) return [page];
  const container = hits.find((hit) => parseDragId(hit.id)?.kind === "container");
  if (!container) return [];
  const inside = targets.droppableContainers.filter((c) => c.data.current?.container === container.id);
  return inside.length > 0 ? closestCenter({ ...targets, droppableContainers: inside }) : [container];
};

const ANNOUNCED = {
  over: {
    topic: "builder.tree.dnd.over_topic",
    page: "builder.tree.dnd.over_page",
    pageInTopic: "builder.tree.dnd.over_page_in_topic",
  },
  dropped: {
    topic: "builder.tree.dnd.dropped_topic",
    page: "builder.tree.dnd.dropped_page",
    pageInTopic: "builder.tree.dnd.dropped_page_in_topic",
  },
} as const;

/** The tree's drag and drop: the layout to show, the DndContext props, and one edit per drop. */
export function useTreeDrag(tree: Tree, t: TFunction) {
  const [drag, setDrag] = useState<DragState | null>(null);
  // dnd-kit calls back between renders: the handlers read the latest drag from here.
  const current = useRef<DragState | null>(null);
  // The drop's announcement comes after onDragEnd has cleared the drag, so it reads the last one.
  const last = useRef<DragState | null>(null);
  const update = (next: DragState | null) => {
    current.current = next;
    if (next) last.current = next;
    setDrag(next);
  };
  const stable = useMemo(() => layoutOf(tree), [tree]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const pages = useMemo(() => {
    const all = new Map<number, Page>();
    for (const page of tree.pages) all.set(page.id, page);
    for (const { pages } of tree.topics) for (const page of pages) all.set(page.id, page);
    return all;
  }, [tree]);
  const topics = useMemo(() => new Map<number, Topic>(tree.topics.map(({ topic }) => [topic.id, topic])), [tree]);

  const titleOf = (id: UniqueIdentifier) => {
    const target = parseDragId(id);
    if (target?.kind === "page") return pages.get(target.id)?.title ?? "";
    if (target?.kind === "topic") return topics.get(target.id)?.title ?? "";
    return "";
  };

  /** Where the item would land if dropped now, for the screen reader (the same rule as the drop). */
  const prospect = (activeId: UniqueIdentifier, overId: UniqueIdentifier | undefined): TreeMove | null => {
    const state = current.current ?? last.current;
    if (!state) return null;
    const active = parseDragId(activeId);
    const preview =
      active?.kind === "page" ? previewPageOver(state.preview, active.id, parseDragId(overId)) : state.preview;
    return landing(state.original, preview, activeId, overId);
  };

  const describe = (move: TreeMove, title: string, keys: (typeof ANNOUNCED)["over" | "dropped"]) => {
    if (move.kind === "topic") return t(keys.topic, { title, position: move.toIndex + 1, total: move.count });
    const topic = move.topicId === null ? undefined : topics.get(move.topicId);
    const values = { title, position: move.index + 1, total: move.count };
    return topic ? t(keys.pageInTopic, { ...values, topic: topic.title }) : t(keys.page, values);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const kind = parseDragId(active.id)?.kind;
      return t(kind === "topic" ? "builder.tree.dnd.picked_topic" : "builder.tree.dnd.picked_page", {
        title: titleOf(active.id),
      });
    },
    onDragOver: ({ active, over }) => {
      const move = prospect(active.id, over?.id);
      return move
        ? describe(move, titleOf(active.id), ANNOUNCED.over)
        : t("builder.tree.dnd.over_in_place", { title: titleOf(active.id) });
    },
    onDragEnd: ({ active, over }) => {
      const move = prospect(active.id, over?.id);
      return move
        ? describe(move, titleOf(active.id), ANNOUNCED.dropped)
        : t("builder.tree.dnd.dropped_in_place", { title: titleOf(active.id) });
    },
    onDragCancel: ({ active }) => t("builder.tree.dnd.cancelled", { title: titleOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const original = layoutOf(tree);
    update({ activeId: active.id, original, preview: original });
  };
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const state = current.current;
    const target = parseDragId(active.id);
    if (!state || target?.kind !== "page") return;
    const preview = previewPageOver(state.preview, target.id, parseDragId(over?.id));
    if (preview !== state.preview) update({ ...state, preview });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const state = current.current;
    update(null);
    const move = state ? landing(state.original, state.preview, active.id, over?.id) : null;
    // One drop, one edit: the preview never touched the course, so undo takes the whole move back.
    if (move?.kind === "topic") actions.moveTopic(move.topicId, move.toIndex);
    else if (move?.kind === "page") actions.movePage(move.pageId, { topicId: move.topicId, index: move.index });
  };
  const onDragCancel = () => update(null);

  const activeTarget = drag ? parseDragId(drag.activeId) : null;
  return {
    layout: drag?.preview ?? stable,
    activeId: drag?.activeId ?? null,
    dragKind: activeTarget?.kind === "topic" || activeTarget?.kind === "page" ? activeTarget.kind : null,
    pages,
    topics,
    context: {
      sensors,
      collisionDetection: collisions,
      onDragStart,
      onDragOver,
      onDragEnd,
      onDragCancel,
      accessibility: {
        announcements,
        screenReaderInstructions: { draggable: t("builder.tree.dnd.instructions") },
      },
    },
  };
}
