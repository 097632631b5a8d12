import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { IconTextPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface BlankHeaderProps {
  number: number;
  /** The sentence holds the blank; otherwise the learner meets it at the end. */
  placed: boolean;
  onPlace(): void;
  onRemove(): void;
  canRemove: boolean;
}

/**
 * The head of one blank in a blanks editor: its number (the chip's in the sentence), "Put in the text" when the
 * sentence lost it, and delete. The stored `[[blank:…]]` token is never shown.
 */
export function BlankHeader({ number, placed, onPlace, onRemove, canRemove }: BlankHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600}>
          {t("blocks.quiz.fill_blanks.blank_label", { number })}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          disabled={!canRemove}
          onClick={onRemove}
          aria-label={t("blocks.quiz.fill_blanks.remove_blank", { number })}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      {!placed && (
        <Group>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconTextPlus size={14} aria-hidden />}
            onClick={onPlace}
          >
            {t("blocks.quiz.fill_blanks.place_in_text")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
