import type { PageBlock } from "@coursewright/course-model";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import type { InlineEditing } from "../shared/inlineEditing";
import { feedbackHtml } from "./feedback";

type FeedbackKey = "correct_answer_feedback" | "incorrect_answer_feedback";

interface FieldProps {
  block: PageBlock;
  inline: InlineEditing;
  field: FeedbackKey;
  result: "correct" | "wrong" | "sent";
  label: string;
}

/** One feedback text in the panel the learner will see it in, typed in place. */
function FeedbackField({ block, inline, field, result, label }: FieldProps) {
  const { t } = useTranslation();
  const stored = block.settings[field];
  const chrome = useInterfaceRootProps();
  return (
    <div className="cw-quiz-feedback" data-result={result} data-testid={`quiz-inline-${field}`}>
      <Text fw={700} size="sm" c="inherit" mb={4} {...chrome}>
        {label}
      </Text>
      <inline.Rich
        // Feedback written in the drawer's plain box keeps its line breaks once it becomes rich text.
        value={typeof stored === "string" ? feedbackHtml(stored) : ""}
        label={label}
        placeholder={t("builder.inline.feedback_placeholder")}
        onCommit={(html) => inline.patch((current) => ({ settings: { ...current.settings, [field]: html } }))}
      />
    </div>
  );
}

/**
 * The selected question's feedback texts under it on the canvas (issue 17), so the author writes them where
 * the learner reads them; shown only while feedback is switched on. Unjudged answers have one "sent" text.
 */
export function InlineFeedback({
  block,
  inline,
  judged,
}: {
  block: PageBlock;
  inline: InlineEditing;
  judged: boolean;
}) {
  const { t } = useTranslation();
  if (block.settings.show_answer_feedback === false) return null;
  return (
    <Stack gap="xs" data-testid="quiz-inline-feedback">
      <FeedbackField
        block={block}
        inline={inline}
        field="correct_answer_feedback"
        result={judged ? "correct" : "sent"}
        label={judged ? t("blocks.quiz.common.correct_feedback") : t("blocks.quiz.common.sent_feedback")}
      />
      {judged && (
        <FeedbackField
          block={block}
          inline={inline}
          field="incorrect_answer_feedback"
          result="wrong"
          label={t("blocks.quiz.common.incorrect_feedback")}
        />
      )}
    </Stack>
  );
}
