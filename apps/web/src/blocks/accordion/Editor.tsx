import { ACCORDION_MAX_ITEMS, type AccordionItem } from "@coursewright/course-model";
import { Button, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { AccordionItemEditor } from "./ItemEditor";
import { addItem, moveItem, newItemId, readItems, removeItem, updateItem } from "./items";

/** The accordion's items: each a title and its rich text, in order. */
export function AccordionEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  const items = readItems(block.settings);
  const save = (next: AccordionItem[]) => onChange({ settings: { ...block.settings, items: next } });

  return (
    <Stack gap="sm" data-testid="block-editor-accordion">
      <Text size="sm" c="dimmed">
        {items.length === 0 ? t("blocks.accordion.no_items") : t("builder.inline.also_on_canvas")}
      </Text>
      {items.map((item, index) => (
        <AccordionItemEditor
          key={item.id}
          item={item}
          number={index + 1}
          isFirst={index === 0}
          isLast={index === items.length - 1}
          onChange={(patch) => save(updateItem(items, item.id, patch))}
          onMove={(by) => save(moveItem(items, item.id, by))}
          onRemove={() => save(removeItem(items, item.id))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={items.length >= ACCORDION_MAX_ITEMS}
        onClick={() => save(addItem(items, { id: newItemId(), title: "", text: "" }))}
      >
        {t("blocks.accordion.add_item")}
      </Button>
    </Stack>
  );
}
