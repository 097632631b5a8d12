import { type OpenBlank, QUIZ_ACCEPTED_MAX, QUIZ_BLANKS_MAX } from "@coursewright/course-model";
import { ActionIcon, Button, Checkbox, Group, Input, Paper, Stack, Text } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import type { BlockEditorProps } from "../faces";
import { BlankHeader } from "../quizFillBlanksDropdown/BlankHeader";
import { newQuizId, removeById, updateById } from "../quizFillBlanksDropdown/list";
import { Problems } from "../quizFillBlanksDropdown/Problems";
import { appendPlaceholder, isPlaced, numberedBlanks, removePlaceholder } from "../quizFillBlanksDropdown/sentence";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { RichTextEditor } from "../shared/RichTextEditor";
import { openBlanksProblems, readOpenBlanks } from "./openBlanks";

/** The sentence with its blanks, each blank's accepted answers and letter case, then the common quiz settings. */
export function QuizFillBlanksOpenAnswerEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  const blanks = readOpenBlanks(block.settings);
  const save = (next: OpenBlank[]) => onChange({ settings: { ...block.settings, blanks: next } });
  const saveBlank = (blank: OpenBlank) => save(updateById(blanks, blank.id, blank));

  const addBlank = () => {
    const id = newQuizId(blanks.map((b) => b.id));
    onChange({
      text: appendPlaceholder(block.text, id),
      settings: { ...block.settings, blanks: [...blanks, { id, accepted: [""] }] },
    });
  };

  return (
    <Stack gap="sm" data-testid="block-editor-quizFillBlanksOpenAnswer">
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
              onRemove={() =>
                onChange({
                  text: removePlaceholder(block.text, blank.id),
                  settings: { ...block.settings, blanks: removeById(blanks, blank.id) },
                })
              }
              canRemove={blanks.length > 1}
            />
            <AcceptedAnswers blank={blank} number={number} onChange={saveBlank} />
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
      <Problems problems={openBlanksProblems(block.text, block.settings)} />
      <QuizSettingsEditor block={block} onChange={onChange} />
    </Stack>
  );
}

function AcceptedAnswers({
  blank,
  number,
  onChange,
}: {
  blank: OpenBlank;
  number: number;
  onChange(next: OpenBlank): void;
}) {
  const { t } = useTranslation();
  const setAccepted = (accepted: string[]) => onChange({ ...blank, accepted });
  return (
    <Stack gap={4}>
      <Input.Description>{t("blocks.quiz.quiz_fill_blanks_open_answer.accepted_hint")}</Input.Description>
      {blank.accepted.map((text, index) => {
        const values = { blank: number, number: index + 1 };
        return (
          // Accepted answers have no ids; their place keys them (removing one re-keys those after it).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap={4} wrap="nowrap">
            <DraftTextInput
              style={{ flex: 1, minWidth: 0 }}
              size="xs"
              maxLength={1000}
              aria-label={t("blocks.quiz.quiz_fill_blanks_open_answer.accepted_text", values)}
              placeholder={t("blocks.quiz.quiz_fill_blanks_open_answer.accepted_placeholder")}
              value={text}
              onCommit={(next) => setAccepted(blank.accepted.map((old, at) => (at === index ? next : old)))}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              disabled={blank.accepted.length <= 1}
              onClick={() => setAccepted(blank.accepted.filter((_, at) => at !== index))}
              aria-label={t("blocks.quiz.quiz_fill_blanks_open_answer.remove_accepted", values)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group justify="space-between">
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={blank.accepted.length >= QUIZ_ACCEPTED_MAX}
          onClick={() => setAccepted([...blank.accepted, ""])}
        >
          {t("blocks.quiz.quiz_fill_blanks_open_answer.add_accepted")}
        </Button>
        <Checkbox
          size="xs"
          label={t("blocks.quiz.quiz_fill_blanks_open_answer.case_sensitive")}
          checked={blank.case_sensitive === true}
          onChange={(event) => {
            const { case_sensitive: _off, ...rest } = blank;
            onChange(event.currentTarget.checked ? { ...rest, case_sensitive: true } : rest);
          }}
        />
      </Group>
    </Stack>
  );
}
