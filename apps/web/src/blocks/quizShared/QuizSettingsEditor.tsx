import { getBlockTraits, type PageBlock } from "@coursewright/course-model";
import { Divider, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { feedbackOnCanvas } from "../../builder/canvas/inline/inlineTypes";
import type { BlockEditorProps } from "../faces";
import { OnCanvasHint } from "../shared/OnCanvasHint";
import { CommitTextarea } from "./CommitTextarea";

/** The feedback texts' limit in course-model's common settings schema. */
const FEEDBACK_MAX_LENGTH = 2000;

interface QuizSettingsEditorProps {
  block: PageBlock;
  onChange: BlockEditorProps["onChange"];
  /** The type has options to shuffle (choice, dropdown blanks, matching). */
  withShuffle?: boolean;
}

/**
 * The settings every question shares, drawn at the end of its editor: whether it counts in the score and shows
 * the correct answer (judged types only), whether feedback shows and its texts, and option shuffling.
 */
export function QuizSettingsEditor({ block, onChange, withShuffle = false }: QuizSettingsEditorProps) {
  const { t } = useTranslation();
  const judged = getBlockTraits(block.type).scorable;
  const settings = block.settings;
  // The canvas shows the feedback texts under the selected question while feedback is on, typed there as rich
  // text: a plain box here would show their markup.
  const onCanvas = feedbackOnCanvas(block);
  const set = (key: string, value: unknown) => onChange({ settings: { ...settings, [key]: value } });
  return (
    <Stack gap="sm" data-testid="quiz-settings-editor">
      <Divider label={t("blocks.quiz.common.settings")} labelPosition="left" />
      {judged && (
        <Switch
          label={t("blocks.quiz.common.counts_in_score")}
          checked={settings.question_counts_in_score !== false}
          onChange={(event) => set("question_counts_in_score", event.currentTarget.checked)}
        />
      )}
      {judged && (
        <Switch
          label={t("blocks.quiz.common.show_correct_answer")}
          checked={settings.show_correct_answer !== false}
          onChange={(event) => set("show_correct_answer", event.currentTarget.checked)}
        />
      )}
      <Switch
        label={t("blocks.quiz.common.show_feedback")}
        checked={settings.show_answer_feedback !== false}
        onChange={(event) => set("show_answer_feedback", event.currentTarget.checked)}
      />
      {withShuffle && (
        <Switch
          label={t("blocks.quiz.common.shuffle_options")}
          checked={block.randomize_options_order}
          onChange={(event) => onChange({ randomize_options_order: event.currentTarget.checked })}
        />
      )}
      {onCanvas && <OnCanvasHint label={t("blocks.quiz.common.feedback_texts")} />}
      {!onCanvas && (
        <CommitTextarea
          label={judged ? t("blocks.quiz.common.correct_feedback") : t("blocks.quiz.common.sent_feedback")}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={settings.correct_answer_feedback ?? ""}
          onCommit={(text) => set("correct_answer_feedback", text)}
        />
      )}
      {!onCanvas && judged && (
        <CommitTextarea
          label={t("blocks.quiz.common.incorrect_feedback")}
          maxLength={FEEDBACK_MAX_LENGTH}
          value={settings.incorrect_answer_feedback ?? ""}
          onCommit={(text) => set("incorrect_answer_feedback", text)}
        />
      )}
    </Stack>
  );
}
