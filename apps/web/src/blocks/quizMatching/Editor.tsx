import { type MatchingPair, QUIZ_OPTIONS_MAX, QUIZ_OPTIONS_MIN } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import type { BlockEditorProps } from "../faces";
import { moveById, newQuizId, removeById, updateById } from "../quizFillBlanksDropdown/list";
import { Problems } from "../quizFillBlanksDropdown/Problems";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { RichTextEditor } from "../shared/RichTextEditor";
import { matchingProblems, readPairs } from "./pairs";

/** The question, the pairs (left and the right item that belongs to it), then the common quiz settings. */
export function QuizMatchingEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  const pairs = readPairs(block.settings);
  const save = (next: MatchingPair[]) => onChange({ settings: { ...block.settings, pairs: next } });

  return (
    <Stack gap="sm" data-testid="block-editor-quizMatching">
      <RichTextEditor
        label={t("blocks.quiz.quiz_matching.question")}
        value={block.text}
        onChange={(html) => onChange({ text: html === "" ? null : html })}
        minHeight={100}
      />
      <Input.Label>{t("blocks.quiz.quiz_matching.pairs")}</Input.Label>
      <Input.Description mt={-8}>{t("blocks.quiz.quiz_matching.pairs_hint")}</Input.Description>
      {pairs.map((pair, index) => {
        const number = index + 1;
        return (
          <Paper key={pair.id} withBorder p="xs" radius="sm" data-testid="quiz-pair-editor">
            <Stack gap={4}>
              <Group gap={2} wrap="nowrap" justify="space-between">
                <Text size="sm" fw={600}>
                  {t("blocks.quiz.quiz_matching.pair_number", { number })}
                </Text>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === 0}
                    onClick={() => save(moveById(pairs, pair.id, -1))}
                    aria-label={t("blocks.quiz.quiz_matching.move_up", { number })}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    disabled={index === pairs.length - 1}
                    onClick={() => save(moveById(pairs, pair.id, 1))}
                    aria-label={t("blocks.quiz.quiz_matching.move_down", { number })}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={pairs.length <= QUIZ_OPTIONS_MIN}
                    onClick={() => save(removeById(pairs, pair.id))}
                    aria-label={t("blocks.quiz.quiz_matching.remove_pair", { number })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
              <DraftTextInput
                size="xs"
                maxLength={1000}
                label={t("blocks.quiz.quiz_matching.left")}
                value={pair.left}
                onCommit={(left) => save(updateById(pairs, pair.id, { left }))}
              />
              <DraftTextInput
                size="xs"
                maxLength={1000}
                label={t("blocks.quiz.quiz_matching.right")}
                value={pair.right}
                onCommit={(right) => save(updateById(pairs, pair.id, { right }))}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={pairs.length >= QUIZ_OPTIONS_MAX}
        onClick={() => save([...pairs, { id: newQuizId(pairs.map((p) => p.id)), left: "", right: "" }])}
      >
        {t("blocks.quiz.quiz_matching.add_pair")}
      </Button>
      <Problems problems={matchingProblems(block.settings)} />
      <QuizSettingsEditor block={block} onChange={onChange} withShuffle />
    </Stack>
  );
}
