import type { Page } from "@coursewright/course-model";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { IconFileText, IconGripVertical } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import * as actions from "../actions";
import { containerDragId, pageDragId } from "./dropTarget";
import { RejectedTitle } from "./RejectedTitle";
import { PageMenu } from "./RowMenu";
import { TitleInput, TruncatedTitle } from "./RowTitle";
import { isRenaming, useTreeUi } from "./treeUi";

/** A page row: drag handle, title (click to open, double-click to rename) and its menu. */
export function PageItem({ page, topicId }: { page: Page; topicId: number | null }) {
  const { t } = useTranslation();
  const ui = useTreeUi();
  const renaming = isRenaming(ui, "page", page.id);
  const [rejected, setRejected] = useState<string | null>(null);
  const sortable = useSortable({
    id: pageDragId(page.id),
    data: { container: containerDragId(topicId) },
    attributes: { roleDescription: t("builder.tree.dnd.role") },
    disabled: { draggable: ui.saving || renaming, droppable: ui.dragKind === "topic" },
  });
  const active = ui.activePageId === page.id;
  return (
    <li
      ref={sortable.setNodeRef}
      className="cw-tree-page"
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-active={active || undefined}
      data-dragging={sortable.isDragging || undefined}
      data-testid="tree-page"
      data-page-id={page.id}
    >
      <div className="cw-tree-row">
        <button
          type="button"
          className="cw-tree-handle"
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={t("builder.tree.drag_page", { title: page.title })}
        >
          <IconGripVertical size={14} aria-hidden />
        </button>
        {renaming ? (
          <TitleInput
            initial={page.title}
            label={t("builder.tree.page_title_field")}
            onCommit={(title) => {
              actions.renamePage(page.id, title);
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
            className="cw-tree-label"
            aria-current={active ? "page" : undefined}
            onClick={() => void actions.selectPage(page.id)}
            onDoubleClick={() => ui.startRename({ kind: "page", id: page.id })}
            onKeyDown={(e) => {
              if (e.key === "F2") ui.startRename({ kind: "page", id: page.id });
            }}
            data-testid="tree-page-title"
          >
            <IconFileText size={15} className="cw-tree-icon" aria-hidden />
            <TruncatedTitle title={page.title} />
          </button>
        )}
        {!renaming && <PageMenu pageId={page.id} title={page.title} topicId={page.topic_id} order={page.order} />}
      </div>
      <RejectedTitle message={rejected} onDone={() => setRejected(null)} />
    </li>
  );
}
