import type { Page, Topic } from "@coursewright/course-model";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Badge, Button, Loader, Text, VisuallyHidden } from "@mantine/core";
import { IconChevronDown, IconGripVertical, IconPlus } from "@tabler/icons-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import * as actions from "../actions";
import { containerDragId, pageDragId, topicDragId } from "./dropTarget";
import { PageItem } from "./PageItem";
import { RejectedTitle } from "./RejectedTitle";
import { TopicMenu } from "./RowMenu";
import { TitleInput, TruncatedTitle } from "./RowTitle";
import { isRenaming, useTreeUi } from "./treeUi";

/**
 * A topic: its row (handle, fold, title, page count, add page, menu) and its pages. The whole block is the
 * topic's sortable item and, for dragged pages, the drop target that moves them into this topic.
 */
export function TopicItem({
  topic,
  pages,
  expanded,
  onToggle,
}: {
  topic: Topic;
  pages: readonly Page[];
  expanded: boolean;
  onToggle(): void;
}) {
  const { t } = useTranslation();
  const ui = useTreeUi();
  const renaming = isRenaming(ui, "topic", topic.id);
  const [rejected, setRejected] = useState<string | null>(null);
  const sortable = useSortable({
    id: topicDragId(topic.id),
    attributes: { roleDescription: t("builder.tree.dnd.role") },
    disabled: { draggable: ui.saving || renaming, droppable: ui.dragKind === "page" },
  });
  const container = useDroppable({ id: containerDragId(topic.id), disabled: ui.dragKind !== "page" });
  const { setNodeRef: setSortableRef } = sortable;
  const { setNodeRef: setContainerRef } = container;
  const ref = useCallback(
    (el: HTMLLIElement | null) => {
      setSortableRef(el);
      setContainerRef(el);
    },
    [setSortableRef, setContainerRef],
  );
  const listId = `cw-tree-topic-${topic.id}`;
  const adding = ui.addingTo === topic.id;
  return (
    <li
      ref={ref}
      className="cw-tree-topic"
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-dragging={sortable.isDragging || undefined}
      data-drop-target={(container.isOver && ui.dragKind === "page") || undefined}
      data-testid="tree-topic"
      data-topic-id={topic.id}
    >
      <div className="cw-tree-row cw-tree-topic-row">
        <button
          type="button"
          className="cw-tree-handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t("builder.tree.drag_topic", { title: topic.title })}
        >
          <IconGripVertical size={14} aria-hidden />
        </button>
        {renaming ? (
          <TitleInput
            initial={topic.title}
            label={t("builder.tree.topic_title_field")}
            onCommit={(title) => {
              actions.renameTopic(topic.id, title);
              ui.stopRename();
            }}
            onCancel={ui.stopRename}
            onRejected={(message) => {
              setRejected(message);
              ui.stopRename();
            }}
          />
        ) : (
          <button
            type="button"
            className="cw-tree-label cw-tree-topic-label"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={onToggle}
            onDoubleClick={() => ui.startRename({ kind: "topic", id: topic.id })}
            onKeyDown={(e) => {
              if (e.key === "F2") ui.startRename({ kind: "topic", id: topic.id });
            }}
            data-testid="tree-topic-title"
          >
            <IconChevronDown size={15} className="cw-tree-chevron" data-folded={!expanded || undefined} aria-hidden />
            <TruncatedTitle title={topic.title} />
            <Badge
              size="sm"
              variant="light"
              color="gray"
              className="cw-tree-count"
              title={t("builder.tree.page_count", { pages: pages.length })}
            >
              <span aria-hidden>{pages.length}</span>
              <VisuallyHidden>{t("builder.tree.page_count", { pages: pages.length })}</VisuallyHidden>
            </Badge>
          </button>
        )}
        {!renaming && (
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              disabled={ui.saving}
              aria-label={t("builder.tree.add_page_to", { title: topic.title })}
              onClick={() => ui.addPageTo(topic.id)}
              data-testid="tree-topic-add-page"
            >
              {adding ? <Loader size={12} /> : <IconPlus size={16} aria-hidden />}
            </ActionIcon>
            <TopicMenu topicId={topic.id} title={topic.title} lastOrder={pages.at(-1)?.order ?? null} />
          </>
        )}
      </div>
      <RejectedTitle message={rejected} onDone={() => setRejected(null)} />
      {expanded && (
        <ul id={listId} className="cw-tree-pages">
          <SortableContext items={pages.map((p) => pageDragId(p.id))} strategy={verticalListSortingStrategy}>
            {pages.map((page) => (
              <PageItem key={page.id} page={page} topicId={topic.id} />
            ))}
          </SortableContext>
          {pages.length === 0 && (
            <li className="cw-tree-empty-topic" data-testid="tree-topic-empty">
              <Text size="xs" c="dimmed">
                {t("builder.tree.topic_empty")}
              </Text>
              <Button
                variant="subtle"
                size="compact-xs"
                leftSection={<IconPlus size={12} aria-hidden />}
                disabled={ui.saving}
                onClick={() => ui.addPageTo(topic.id)}
              >
                {t("builder.tree.add_page")}
              </Button>
            </li>
          )}
        </ul>
      )}
    </li>
  );
}
