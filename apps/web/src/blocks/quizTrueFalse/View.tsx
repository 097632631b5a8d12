import { Radio } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceLabel } from "../../i18n/contentLanguage";
import type { BlockViewProps } from "../faces";
import { OptionCard } from "../quizShared/OptionCard";
import { QuestionFrame } from "../quizShared/QuestionFrame";
import { useInlineEditing } from "../shared/inlineEditing";
import { correctTrueFalse, storedTrueFalse, trueFalseLabels } from "./answer";

/** A statement the learner judges true or false: two radio cards, then Check answer. */
export function QuizTrueFalseView({ block, mode, onAnswer, answered }: BlockViewProps) {
  const { t } = useTranslation();
  const inline = useInlineEditing();
  const name = useId();
  const [picked, setPicked] = useState<boolean | null>(null);
  const locked = mode !== "player" || !!answered;
  const selection = answered ? storedTrueFalse(answered.answerValue) : picked;
  const labels = trueFalseLabels(block.settings, {
    true: t("blocks.quiz.defaults.true"),
    false: t("blocks.quiz.defaults.false"),
  });
  const reveal = !!answered && block.settings.show_correct_answer !== false;
  const correct = correctTrueFalse(block.settings);

  const groupName = useInterfaceLabel(t("blocks.quiz.common.pick_one"));
  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={selection !== null}
      onCheck={() => {
        if (!locked && selection !== null) onAnswer?.(selection);
      }}
      testId="block-view-quizTrueFalse"
    >
      {groupName.label}
      <div className="cw-quiz-inputs" role="radiogroup" {...groupName.labelledBy}>
        {[true, false].map((value) => {
          const checked = selection === value;
          const result = reveal ? (value === correct ? "correct" : checked ? "wrong" : undefined) : undefined;
          return (
            <OptionCard
              key={String(value)}
              checked={checked}
              disabled={locked}
              result={result}
              mark={
                result === "correct"
                  ? t("blocks.quiz.common.mark_right")
                  : result === "wrong"
                    ? t("blocks.quiz.common.mark_your_wrong")
                    : undefined
              }
              testId="quiz-option"
              control={
                <Radio
                  name={name}
                  value={String(value)}
                  checked={checked}
                  disabled={locked}
                  onChange={() => {
                    if (!locked) setPicked(value);
                  }}
                />
              }
            >
              {inline ? (
                // The author's own label, typed in place; empty means the translated default.
                <inline.Plain
                  value={ownLabel(block.settings[value ? "true_label" : "false_label"])}
                  label={t(`blocks.quiz.quiz_true_false.${value ? "true_label" : "false_label"}`)}
                  placeholder={value ? t("blocks.quiz.defaults.true") : t("blocks.quiz.defaults.false")}
                  maxLength={1000}
                  onCommit={(text) =>
                    inline.patch((current) => ({
                      settings: { ...current.settings, [value ? "true_label" : "false_label"]: text },
                    }))
                  }
                />
              ) : value ? (
                labels.true
              ) : (
                labels.false
              )}
            </OptionCard>
          );
        })}
      </div>
    </QuestionFrame>
  );
}

const ownLabel = (stored: unknown): string => (typeof stored === "string" ? stored : "");
