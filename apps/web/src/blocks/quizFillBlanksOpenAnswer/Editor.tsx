import { type OpenBlank, QUIZ_ACCEPTED_MAX } from "@coursewright/course-model";
import { ActionIcon, Button, Checkbox, Group, Input, Stack } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import type { BlockEditorProps } from "../faces";
import { BlanksSentenceEditor } from "../quizFillBlanksDropdown/BlanksSentenceEditor";
import { updateById } from "../quizFillBlanksDropdown/list";
import { Problems } from "../quizFillBlanksDropdown/Problems";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { newOpenBlank, openBlanksProblems, readOpenBlanks } from "./openBlanks";

/** The sentence with its blanks, each blank's accepted answers and letter case, then the common quiz settings. */
export function QuizFillBlanksOpenAnswerEditor({ block, onChange }: BlockEditorProps) {
  const blanks = readOpenBlanks(block.settings);
  const saveBlank = (blank: OpenBlank) =>
    onChange({ settings: { ...block.settings, blanks: updateById(blanks, blank.id, blank) } });
  return (
    <Stack gap="sm" data-testid="block-editor-quizFillBlanksOpenAnswer">
      <BlanksSentenceEditor
        block={block}
        onChange={onChange}
        blanks={blanks}
        newBlank={newOpenBlank}
        renderBlank={(blank, number) => <AcceptedAnswers blank={blank} number={number} onChange={saveBlank} />}
      />
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
