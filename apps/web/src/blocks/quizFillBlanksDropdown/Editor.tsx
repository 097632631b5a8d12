import { type DropdownBlank, QUIZ_BLANKS_MAX, QUIZ_OPTIONS_MAX, QUIZ_OPTIONS_MIN } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Input, Paper, Radio, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import type { BlockEditorProps } from "../faces";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { RichTextEditor } from "../shared/RichTextEditor";
import { BlankHeader } from "./BlankHeader";
import { dropdownProblems, newDropdownBlank, readDropdownBlanks, removeOption } from "./dropdown";
import { newQuizId, removeById, updateById } from "./list";
import { Problems } from "./Problems";
import { appendPlaceholder, isPlaced, numberedBlanks, removePlaceholder } from "./sentence";

/** The sentence with its blanks, each blank's options and the right one, then the common quiz settings. */
export function QuizFillBlanksDropdownEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  const blanks = readDropdownBlanks(block.settings);
  const save = (next: DropdownBlank[]) => onChange({ settings: { ...block.settings, blanks: next } });
  const saveBlank = (blank: DropdownBlank) => save(updateById(blanks, blank.id, blank));

  const addBlank = () => {
    const blank = newDropdownBlank(blanks.map((b) => b.id));
    onChange({
      text: appendPlaceholder(block.text, blank.id),
      settings: { ...block.settings, blanks: [...blanks, blank] },
    });
  };
  const removeBlank = (id: string) =>
    onChange({
      text: removePlaceholder(block.text, id),
      settings: { ...block.settings, blanks: removeById(blanks, id) },
    });

  return (
    <Stack gap="sm" data-testid="block-editor-quizFillBlanksDropdown">
      <RichTextEditor
        label={t("blocks.quiz.fill_blanks.sentence")}
        value={block.text}
        onChange={(html) => onChange({ text: html === "" ? null : html })}
        minHeight={100}
      />
      <Text size="xs" c="dimmed">
        {t("blocks.quiz.fill_blanks.sentence_hint")}
      </Text>
      {numberedBlanks(block.text, blanks).map(({ blank, number }) => (
        <Paper key={blank.id} withBorder p="xs" radius="sm" data-testid="quiz-blank-editor">
          <Stack gap={6}>
            <BlankHeader
              id={blank.id}
              number={number}
              placed={isPlaced(block.text, blank.id)}
              onPlace={() => onChange({ text: appendPlaceholder(block.text, blank.id) })}
              onRemove={() => removeBlank(blank.id)}
              canRemove={blanks.length > 1}
            />
            <BlankOptions blank={blank} number={number} onChange={saveBlank} />
          </Stack>
        </Paper>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={blanks.length >= QUIZ_BLANKS_MAX}
        onClick={addBlank}
      >
        {t("blocks.quiz.fill_blanks.add_blank")}
      </Button>
      <Problems problems={dropdownProblems(block.text, block.settings)} />
      <QuizSettingsEditor block={block} onChange={onChange} withShuffle />
    </Stack>
  );
}

function BlankOptions({
  blank,
  number,
  onChange,
}: {
  blank: DropdownBlank;
  number: number;
  onChange(next: DropdownBlank): void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <Stack gap={4}>
      <Input.Description>{t("blocks.quiz.quiz_fill_blanks_dropdown.mark_hint")}</Input.Description>
      {blank.options.map((option, index) => {
        const values = { blank: number, number: index + 1 };
        return (
          <Group key={option.id} gap={4} wrap="nowrap">
            <Radio
              name={name}
              checked={blank.correct_option_id === option.id}
              onChange={() => onChange({ ...blank, correct_option_id: option.id })}
              aria-label={t("blocks.quiz.quiz_fill_blanks_dropdown.mark_correct", values)}
              title={t("blocks.quiz.quiz_fill_blanks_dropdown.mark_correct", values)}
            />
            <DraftTextInput
              style={{ flex: 1, minWidth: 0 }}
              size="xs"
              maxLength={1000}
              aria-label={t("blocks.quiz.quiz_fill_blanks_dropdown.option_text", values)}
              placeholder={t("blocks.quiz.quiz_fill_blanks_dropdown.option_number", values)}
              value={option.text}
              onCommit={(text) => onChange({ ...blank, options: updateById(blank.options, option.id, { text }) })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={blank.options.length <= QUIZ_OPTIONS_MIN}
              onClick={() => onChange(removeOption(blank, option.id))}
              aria-label={t("blocks.quiz.quiz_fill_blanks_dropdown.remove_option", values)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={blank.options.length >= QUIZ_OPTIONS_MAX}
          onClick={() =>
            onChange({
              ...blank,
              options: [...blank.options, { id: newQuizId(blank.options.map((o) => o.id)), text: "" }],
            })
          }
        >
          {t("blocks.quiz.quiz_fill_blanks_dropdown.add_option")}
        </Button>
      </Group>
    </Stack>
  );
}
