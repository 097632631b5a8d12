import { blankPlaceholder } from "@coursewright/course-model";
import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy, IconTextPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

interface BlankHeaderProps {
  id: string;
  number: number;
  /** The sentence holds the blank's placeholder; otherwise the learner meets the blank at the end. */
  placed: boolean;
  onPlace(): void;
  onRemove(): void;
  canRemove: boolean;
}

/** The head of one blank in a blanks editor: its number, its placeholder to copy, place and delete buttons. */
export function BlankHeader({ id, number, placed, onPlace, onRemove, canRemove }: BlankHeaderProps) {
  const { t } = useTranslation();
  const code = blankPlaceholder(id);
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="sm" fw={600}>
            {t("blocks.quiz.fill_blanks.blank_label", { number })}
          </Text>
          <Code style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{code}</Code>
          <CopyButton value={code}>
            {({ copied, copy }) => (
              <Tooltip
                label={copied ? t("blocks.quiz.fill_blanks.copied") : t("blocks.quiz.fill_blanks.copy_placeholder")}
              >
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  onClick={copy}
                  aria-label={t("blocks.quiz.fill_blanks.copy_placeholder_number", { number })}
                >
                  {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Group gap={2} wrap="nowrap">
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
