import "./tree.css";
import type { Page } from "@coursewright/course-model";
import { DndContext, DragOverlay, MeasuringStrategy, useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Button, Skeleton, Stack } from "@mantine/core";
import { IconPlus, IconTemplate } from "@tabler/icons-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import * as actions from "../actions";
import { usePageTemplateDialogs } from "../pageTemplates/dialogs";
import { PageTemplateDialogs } from "../pageTemplates/PageTemplateDialogs";
import { type Tree, useTree } from "../selectors";
import { currentState, useBuilderStore } from "../store";
import { DeleteDialog, type DeleteTarget } from "./DeleteDialog";
import { DragPreview } from "./DragPreview";
import { containerDragId, pageDragId, parseDragId, topicDragId } from "./dropTarget";
import { NoPages, NoTopics } from "./EmptyStates";
import { PageItem } from "./PageItem";
import { TopicItem } from "./TopicItem";
import { type TreeItemRef, type TreeUi, TreeUiContext } from "./treeUi";
import { useTreeDrag } from "./useTreeDrag";

/** The left drawer of the builder: the course's topics and pages (or its pages alone, without topics). */
export function PageTree() {
  const tree = useTree();
  const { t } = useTranslation();
  if (!tree) {
    return (
      <Stack gap={8} p="sm" role="status" aria-busy="true" aria-label={t("common.loading")}>
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={28} />
        ))}
      </Stack>
    );
  }
  return <LoadedTree tree={tree} />;
}

// Dragging a topic folds them all, so topics are short rows that swap cleanly; sizes change at drag start.
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

function LoadedTree({ tree }: { tree: Tree }) {
  const { t } = useTranslation();
  const activePageId = useBuilderStore((s) => s.history?.present.activePageId ?? null);
  const saving = useBuilderStore((s) => s.saveStatus === "saving");
  const [folded, setFolded] = useState<ReadonlySet<number>>(() => new Set());
  const [renaming, setRenaming] = useState<TreeItemRef | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [addingTo, setAddingTo] = useState<number | "root" | null>(null);
  const drag = useTreeDrag(tree, t);
  const openTemplates = usePageTemplateDialogs((s) => s.openInsert);

  const unfold = useCallback(
    (topicId: number) =>
      setFolded((set) => {
        if (!set.has(topicId)) return set;
        const next = new Set(set);
        next.delete(topicId);
        return next;
      }),
    [],
  );

  // Opening a page (from the canvas, a link, after a deletion) shows it in the tree.
  const activeTopicId = useMemo(
    () => tree.topics.find(({ pages }) => pages.some((p) => p.id === activePageId))?.topic.id ?? null,
    [tree, activePageId],
  );
  useEffect(() => {
    if (activeTopicId !== null) unfold(activeTopicId);
  }, [activeTopicId, unfold]);

  const addPageTo = async (topicId: number | null) => {
    if (topicId !== null) unfold(topicId);
    const before = currentState().activePageId;
    setAddingTo(topicId ?? "root");
    try {
      await actions.addPage(topicId);
    } finally {
      setAddingTo(null);
    }
    // The new page is the active one (under its stored id once saved): name it at once.
    const added = currentState().activePageId;
    if (added !== null && added !== before) setRenaming({ kind: "page", id: added });
  };

  const addTopic = () => {
    const id = actions.addTopic(t("builder.tree.default_topic_title", { n: tree.topics.length + 1 }));
    if (id !== null) setRenaming({ kind: "topic", id });
  };

  const askDelete = ({ kind, id }: TreeItemRef) => {
    if (kind === "topic") {
      const entry = tree.topics.find(({ topic }) => topic.id === id);
      if (entry) setDeleting({ kind, id, title: entry.topic.title, pageCount: entry.pages.length });
    } else {
      const page = drag.pages.get(id);
      if (page) setDeleting({ kind, id, title: page.title });
    }
  };

  const ui: TreeUi = {
    activePageId,
    saving,
    dragKind: drag.dragKind,
    renaming,
    startRename: setRenaming,
    stopRename: () => setRenaming(null),
    askDelete,
    addPageTo: (topicId) => void addPageTo(topicId),
    addingTo,
  };

  const pagesOf = (ids: readonly number[]) =>
    ids.map((id) => drag.pages.get(id)).filter((p): p is Page => p !== undefined);
  const empty = tree.withTopics ? tree.topics.length === 0 : tree.pages.length === 0;
  const overlay = parseDragId(drag.activeId);

  return (
    <TreeUiContext.Provider value={ui}>
      <div className="cw-tree" data-testid="page-tree" aria-busy={saving || undefined}>
        <DndContext {...drag.context} measuring={MEASURING}>
          <nav className="cw-tree-scroll" aria-label={t("builder.tree.label")}>
            {tree.withTopics ? (
              <SortableContext
                items={drag.layout.containers.flatMap((c) => (c.topicId === null ? [] : [topicDragId(c.topicId)]))}
                strategy={verticalListSortingStrategy}
              >
                <ul className="cw-tree-topics">
                  {drag.layout.containers.map(({ topicId, pageIds }) => {
                    const topic = topicId === null ? undefined : drag.topics.get(topicId);
                    if (!topic) return null;
                    const carriesDragged = overlay?.kind === "page" && pageIds.includes(overlay.id);
                    const expanded = drag.dragKind === "topic" ? false : !folded.has(topic.id) || carriesDragged;
                    return (
                      <TopicItem
                        key={topic.id}
                        topic={topic}
                        pages={pagesOf(pageIds)}
                        expanded={expanded}
                        onToggle={() =>
                          setFolded((set) => {
                            const next = new Set(set);
                            if (!next.delete(topic.id)) next.add(topic.id);
                            return next;
                          })
                        }
                      />
                    );
                  })}
                </ul>
              </SortableContext>
            ) : (
              <RootPages pages={pagesOf(drag.layout.containers[0]?.pageIds ?? [])} />
            )}
            {empty &&
              (tree.withTopics ? (
                <NoTopics onAdd={addTopic} disabled={saving} />
              ) : (
                <NoPages onAdd={() => ui.addPageTo(null)} disabled={saving} loading={addingTo === "root"} />
              ))}
          </nav>
          {createPortal(
            <DragOverlay>
              {overlay?.kind === "page" && <DragPreview kind="page" title={drag.pages.get(overlay.id)?.title ?? ""} />}
              {overlay?.kind === "topic" && (
                <DragPreview
                  kind="topic"
                  title={drag.topics.get(overlay.id)?.title ?? ""}
                  pageCount={tree.topics.find(({ topic }) => topic.id === overlay.id)?.pages.length ?? 0}
                />
              )}
            </DragOverlay>,
            document.body,
          )}
        </DndContext>
        {!empty && (
          <div className="cw-tree-footer">
            <Button
              variant="subtle"
              fullWidth
              leftSection={<IconTemplate size={16} aria-hidden />}
              disabled={saving}
              onClick={() => openTemplates(null)}
              data-testid="tree-insert-template"
            >
              {t("builder.page_templates.insert")}
            </Button>
            {tree.withTopics ? (
              <Button
                variant="light"
                fullWidth
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={saving}
                onClick={addTopic}
                data-testid="tree-add-topic"
              >
                {t("builder.tree.add_topic")}
              </Button>
            ) : (
              <Button
                variant="light"
                fullWidth
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={saving}
                loading={addingTo === "root"}
                onClick={() => ui.addPageTo(null)}
                data-testid="tree-add-page"
              >
                {t("builder.tree.add_page")}
              </Button>
            )}
          </div>
        )}
      </div>
      <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
      <PageTemplateDialogs />
    </TreeUiContext.Provider>
  );
}

/** A course without topics: one sortable list of pages. */
function RootPages({ pages }: { pages: readonly Page[] }) {
  const { t } = useTranslation();
  const { setNodeRef } = useDroppable({ id: containerDragId(null) });
  if (pages.length === 0) return null;
  return (
    <SortableContext items={pages.map((p) => pageDragId(p.id))} strategy={verticalListSortingStrategy}>
      <ul ref={setNodeRef} className="cw-tree-pages cw-tree-root" aria-label={t("builder.tree.pages_label")}>
        {pages.map((page) => (
          <PageItem key={page.id} page={page} topicId={null} />
        ))}
      </ul>
    </SortableContext>
  );
}
