import { Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InterfaceText } from "../../i18n/contentLanguage";
import type { BlockViewProps } from "../faces";
import { QuestionFrame } from "../quizShared/QuestionFrame";
import { openAnswer, openAnswerLimit, storedOpenAnswer } from "./answer";

/** Free text the learner writes and sends; not judged, so the result only says the answer was sent. */
export function QuizOpenAnswerView({ block, mode, onAnswer, answered }: BlockViewProps) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const locked = mode !== "player" || !!answered;
  const limit = openAnswerLimit(block.settings);
  const value = answered ? storedOpenAnswer(answered.answerValue) : text;
  const answer = openAnswer(value, limit);
  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={answer !== null}
      onCheck={() => {
        if (!locked && answer !== null) onAnswer?.(answer);
      }}
      checkLabel={t("blocks.quiz.quiz_open_answer.send")}
      testId="block-view-quizOpenAnswer"
    >
      <Textarea
        className="cw-quiz-field"
        aria-label={t("blocks.quiz.quiz_open_answer.your_answer")}
        placeholder={mode === "player" && !answered ? t("blocks.quiz.quiz_open_answer.placeholder") : undefined}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={limit}
        value={value}
        readOnly={!!answered}
        disabled={mode !== "player"}
        onChange={(event) => {
          if (!locked) setText(event.currentTarget.value);
        }}
        description={
          limit < 10_000 && !answered ? (
            <InterfaceText>
              {t("blocks.quiz.quiz_open_answer.length", { length: value.length, max: limit })}
            </InterfaceText>
          ) : undefined
        }
        inputWrapperOrder={["label", "input", "description", "error"]}
      />
    </QuestionFrame>
  );
}
