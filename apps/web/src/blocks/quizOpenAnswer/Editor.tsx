import { OPEN_ANSWER_MAX_LENGTH, quizOpenAnswerSettingsSchema } from "@coursewright/course-model";
import { NumberInput, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { ProblemList } from "../quizShared/ProblemList";
import { QuestionTextEditor } from "../quizShared/QuestionTextEditor";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";

/** The question and the longest answer allowed (empty for no limit of the author's). */
export function QuizOpenAnswerEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  const settings = block.settings;
  const invalid = !quizOpenAnswerSettingsSchema.safeParse(settings).success;
  return (
    <Stack gap="sm" data-testid="block-editor-quizOpenAnswer">
      <QuestionTextEditor block={block} onChange={onChange} />
      <NumberInput
        label={t("blocks.quiz.quiz_open_answer.max_length")}
        description={t("blocks.quiz.quiz_open_answer.max_length_hint", { max: OPEN_ANSWER_MAX_LENGTH })}
        min={1}
        max={OPEN_ANSWER_MAX_LENGTH}
        allowDecimal={false}
        allowNegative={false}
        value={typeof settings.max_length === "number" ? settings.max_length : ""}
        onBlur={(event) => {
          const raw = event.currentTarget.value.replace(/\D/g, "");
          const next = raw === "" ? undefined : Math.min(Math.max(Number(raw), 1), OPEN_ANSWER_MAX_LENGTH);
          if (next === settings.max_length) return;
          const { max_length: _old, ...rest } = settings;
          onChange({ settings: next === undefined ? rest : { ...rest, max_length: next } });
        }}
      />
      <ProblemList problems={invalid ? [{ key: "blocks.quiz.common.invalid_settings" }] : []} />
      <QuizSettingsEditor block={block} onChange={onChange} />
    </Stack>
  );
}
