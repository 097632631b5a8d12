import { quizRecordingSettingsSchema, RECORDING_MAX_SECONDS } from "@coursewright/course-model";
import { NumberInput, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../../faces";
import { ProblemList } from "../ProblemList";
import { QuestionTextEditor } from "../QuestionTextEditor";
import { QuizSettingsEditor } from "../QuizSettingsEditor";
import { parseMaxSeconds } from "./recorderState";

/** An audio or video answer's editor: the question, the longest recording (empty for the product's limit), the common settings. */
export function RecordingEditor({
  block,
  onChange,
  testId,
}: Pick<BlockEditorProps, "block" | "onChange"> & { testId: string }) {
  const { t } = useTranslation();
  const settings = block.settings;
  const invalid = !quizRecordingSettingsSchema.safeParse(settings).success;
  return (
    <Stack gap="sm" data-testid={testId}>
      <QuestionTextEditor block={block} onChange={onChange} />
      <NumberInput
        label={t("blocks.quiz.recording.max_seconds")}
        description={t("blocks.quiz.recording.max_seconds_hint", { max: RECORDING_MAX_SECONDS })}
        min={1}
        max={RECORDING_MAX_SECONDS}
        allowDecimal={false}
        allowNegative={false}
        value={typeof settings.max_seconds === "number" ? settings.max_seconds : ""}
        onBlur={(event) => {
          const next = parseMaxSeconds(event.currentTarget.value);
          if (next === settings.max_seconds) return;
          const { max_seconds: _old, ...rest } = settings;
          onChange({ settings: next === undefined ? rest : { ...rest, max_seconds: next } });
        }}
      />
      <ProblemList problems={invalid ? [{ key: "blocks.quiz.common.invalid_settings" }] : []} />
      <QuizSettingsEditor block={block} onChange={onChange} />
    </Stack>
  );
}
