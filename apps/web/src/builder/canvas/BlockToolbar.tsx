import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { IconCopy, IconCopyPlus, IconCursorText, IconGripVertical, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifySuccess } from "../../shell/notify";
import { copyBlock, duplicateBlock } from "../actions";
import { shortcutKeys } from "../shortcuts";
import { requestDeleteBlock } from "./deleteRequest";
import { enterEditing } from "./inline/host";

/** Class the grid ignores for dragging: the toolbar's buttons click, they do not drag. */
export const NO_DRAG_CLASS = "cw-no-drag";

/**
 * Floats above the selected block: a drag grip, "Edit text" (blocks whose texts are typed on the canvas),
 * copy, duplicate and delete.
 */
export function BlockToolbar({ blockId, editText = false }: { blockId: number; editText?: boolean }) {
  const { t } = useTranslation();
  const editTool = {
    key: "edit-text",
    label: t("builder.inline.edit_text"),
    shortcut: "Enter",
    icon: <IconCursorText size={16} aria-hidden />,
    run: () => enterEditing(blockId),
    color: undefined,
  };
  const tools = [
    ...(editText ? [editTool] : []),
    {
      key: "copy",
      label: t("builder.block.copy"),
      shortcut: shortcutKeys("copy"),
      icon: <IconCopy size={16} aria-hidden />,
      run: () => {
        copyBlock(blockId);
        notifySuccess(t("builder.block.copied"));
      },
      color: undefined,
    },
    {
      key: "duplicate",
      label: t("builder.block.duplicate"),
      shortcut: shortcutKeys("duplicate"),
      icon: <IconCopyPlus size={16} aria-hidden />,
      run: () => duplicateBlock(blockId),
      color: undefined,
    },
    {
      key: "delete",
      label: t("builder.block.delete"),
      shortcut: shortcutKeys("delete"),
      icon: <IconTrash size={16} aria-hidden />,
      run: () => requestDeleteBlock(blockId),
      color: "red",
    },
  ];
  return (
    <Group gap={2} className="cw-block-toolbar" data-testid="block-toolbar" wrap="nowrap">
      <Tooltip label={t("builder.block.drag")} withArrow openDelay={300}>
        <span className="cw-block-toolbar__grip" role="img" aria-label={t("builder.block.drag")}>
          <IconGripVertical size={16} aria-hidden />
        </span>
      </Tooltip>
      {tools.map((tool) => (
        <Tooltip key={tool.key} label={`${tool.label} (${tool.shortcut})`} withArrow openDelay={300}>
          <ActionIcon
            variant="subtle"
            color={tool.color ?? "gray"}
            size="md"
            className={NO_DRAG_CLASS}
            aria-label={tool.label}
            data-testid={`block-${tool.key}`}
            onClick={(event) => {
              event.stopPropagation();
              tool.run();
            }}
          >
            {tool.icon}
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
