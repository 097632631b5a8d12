import type { AccordionItem } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import { RichTextEditor } from "../shared/RichTextEditor";
import { hasText } from "./items";

interface ItemEditorProps {
  item: AccordionItem;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  onChange(patch: Partial<Omit<AccordionItem, "id">>): void;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}

export function AccordionItemEditor({ item, number, isFirst, isLast, onChange, onMove, onRemove }: ItemEditorProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const name = item.title.trim() || t("blocks.accordion.untitled", { number });
  // Only text would be lost; an item with a title alone is quick to make again.
  const remove = () => (hasText(item.text) ? setConfirming(true) : onRemove());

  return (
    <Paper withBorder p="xs" radius="sm" data-testid="accordion-item-editor">
      <Stack gap="xs">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text size="sm" fw={600} truncate>
            {t("blocks.accordion.item", { number })}
          </Text>
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={isFirst}
              onClick={() => onMove(-1)}
              aria-label={t("blocks.accordion.move_up", { name })}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={isLast}
              onClick={() => onMove(1)}
              aria-label={t("blocks.accordion.move_down", { name })}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={remove}
              aria-label={t("blocks.accordion.delete", { name })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <DraftTextInput
          label={t("blocks.accordion.title")}
          maxLength={500}
          value={item.title}
          onCommit={(title) => onChange({ title })}
        />
        <RichTextEditor
          label={t("blocks.accordion.text")}
          value={item.text}
          onChange={(text) => onChange({ text })}
          minHeight={100}
        />
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t("blocks.accordion.delete_title")}
        centered
      >
        <Text size="sm">{t("blocks.accordion.delete_confirm", { name })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("blocks.common.cancel")}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              onRemove();
            }}
          >
            {t("blocks.common.delete")}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
