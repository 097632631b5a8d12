import { type DropdownBlank, QUIZ_OPTIONS_MAX, QUIZ_OPTIONS_MIN } from "@coursewright/course-model";
import { ActionIcon, Button, Group, Input, Radio, Stack } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import type { BlockEditorProps } from "../faces";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { BlanksSentenceEditor } from "./BlanksSentenceEditor";
import { dropdownProblems, newDropdownBlank, readDropdownBlanks, removeOption } from "./dropdown";
import { newQuizId, updateById } from "./list";
import { Problems } from "./Problems";

/** The sentence with its blanks, each blank's options and the right one, then the common quiz settings. */
export function QuizFillBlanksDropdownEditor({ block, onChange }: BlockEditorProps) {
  const blanks = readDropdownBlanks(block.settings);
  const saveBlank = (blank: DropdownBlank) =>
    onChange({ settings: { ...block.settings, blanks: updateById(blanks, blank.id, blank) } });
  return (
    <Stack gap="sm" data-testid="block-editor-quizFillBlanksDropdown">
      <BlanksSentenceEditor
        block={block}
        onChange={onChange}
        blanks={blanks}
        newBlank={newDropdownBlank}
        renderBlank={(blank, number) => <BlankOptions blank={blank} number={number} onChange={saveBlank} />}
      />
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
