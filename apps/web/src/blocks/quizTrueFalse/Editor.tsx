import { quizTrueFalseSettingsSchema } from "@coursewright/course-model";
import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DraftTextInput } from "../common/DraftTextInput";
import { SegmentedField } from "../common/SegmentedField";
import type { BlockEditorProps } from "../faces";
import { ProblemList } from "../quizShared/ProblemList";
import { QuestionTextEditor } from "../quizShared/QuestionTextEditor";
import { QuizSettingsEditor } from "../quizShared/QuizSettingsEditor";
import { correctTrueFalse } from "./answer";

/** The statement, which answer is right, and the two answers' labels. */
export function QuizTrueFalseEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  const settings = block.settings;
  const set = (key: string, value: unknown) => onChange({ settings: { ...settings, [key]: value } });
  const invalid = !quizTrueFalseSettingsSchema.safeParse(settings).success;
  return (
    <Stack gap="sm" data-testid="block-editor-quizTrueFalse">
      <QuestionTextEditor block={block} onChange={onChange} label={t("blocks.quiz.quiz_true_false.statement")} />
      <SegmentedField
        label={t("blocks.quiz.quiz_true_false.correct_answer")}
        value={correctTrueFalse(settings) ? 1 : 0}
        onChange={(value) => set("correct_answer", value === 1)}
        options={[
          { value: 1, label: t("blocks.quiz.quiz_true_false.is_true") },
          { value: 0, label: t("blocks.quiz.quiz_true_false.is_false") },
        ]}
      />
      <DraftTextInput
        label={t("blocks.quiz.quiz_true_false.true_label")}
        placeholder={t("blocks.quiz.defaults.true")}
        maxLength={1000}
        value={typeof settings.true_label === "string" ? settings.true_label : ""}
        onCommit={(text) => set("true_label", text)}
      />
      <DraftTextInput
        label={t("blocks.quiz.quiz_true_false.false_label")}
        placeholder={t("blocks.quiz.defaults.false")}
        maxLength={1000}
        value={typeof settings.false_label === "string" ? settings.false_label : ""}
        onCommit={(text) => set("false_label", text)}
      />
      <ProblemList problems={invalid ? [{ key: "blocks.quiz.common.invalid_settings" }] : []} />
      <QuizSettingsEditor block={block} onChange={onChange} />
    </Stack>
  );
}
