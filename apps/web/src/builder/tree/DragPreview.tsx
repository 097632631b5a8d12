import { Badge } from "@mantine/core";
import { IconFileText, IconFolder, IconGripVertical } from "@tabler/icons-react";

/** What follows the pointer during a drag: the row, lifted. */
export function DragPreview({ kind, title, pageCount }: { kind: "topic" | "page"; title: string; pageCount?: number }) {
  const Icon = kind === "topic" ? IconFolder : IconFileText;
  return (
    <div className="cw-tree-overlay" data-kind={kind}>
      <IconGripVertical size={14} aria-hidden className="cw-tree-icon" />
      <Icon size={15} aria-hidden className="cw-tree-icon" />
      <span className="cw-tree-title" dir="auto">
        {title}
      </span>
      {pageCount !== undefined && (
        <Badge size="sm" variant="light" color="gray" aria-hidden>
          {pageCount}
        </Badge>
      )}
    </div>
  );
}
