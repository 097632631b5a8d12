import {
  type BlockProgressPosition,
  getBlockTraits,
  type PageBlock,
  questionHasText,
} from "@coursewright/course-model";
import { Button, Group, Text } from "@mantine/core";
import { IconCheck, IconSend, IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import type { ViewMode } from "../faces";
import { useInlineEditing } from "../shared/inlineEditing";
import { SafeHtml } from "../shared/SafeHtml";
import { feedbackHtml, quizFeedback } from "./feedback";
import { InlineFeedback } from "./InlineFeedback";
import { MissingQuestionText } from "./MissingQuestionText";
import "./quiz.css";

export interface QuestionFrameProps {
  block: PageBlock;
  mode: ViewMode;
  /** The recorded answer: once set the question is locked and its feedback shows. */
  answered: BlockProgressPosition | null | undefined;
  /** The learner gave enough to check (an option picked, text written). */
  canCheck: boolean;
  onCheck(): void;
  /** The inputs draw the question themselves (fill in the blanks). */
  hideQuestion?: boolean;
  /** data-testid of the root: block-view-<camelName>. */
  testId: string;
  /** Label of the check button; "Check answer" unless given (open answer: "Send answer"). */
  checkLabel?: string;
  children: ReactNode;
}

/**
 * Every question's frame: the question (block.text), the type's inputs, the check button (player only, until
 * answered), then the result and the author's feedback. The result is announced through an aria-live region;
 * after the learner checks, focus moves to it, since the check button it replaces is gone.
 */
export function QuestionFrame({
  block,
  mode,
  answered,
  canCheck,
  onCheck,
  hideQuestion = false,
  testId,
  checkLabel,
  children,
}: QuestionFrameProps) {
  const { t } = useTranslation();
  // The frame's own words (button, result, "Correct answer:") are the interface's, the question the course's.
  const chrome = useInterfaceRootProps();
  const inline = useInlineEditing();
  const judged = getBlockTraits(block.type).scorable;
  const hasText = questionHasText(block.text);
  const feedback = answered ? quizFeedback(block.settings, answered, judged) : null;
  const showCheck = mode === "player" && !answered;
  // Set by the learner's own check, so an answer restored on load (or one a time limit marks) takes no focus.
  const focusFeedback = useRef(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const shown = feedback !== null;
  useEffect(() => {
    if (!shown || !focusFeedback.current) return;
    focusFeedback.current = false;
    feedbackRef.current?.focus();
  }, [shown]);
  return (
    <div className="cw-quiz" data-testid={testId} data-answered={answered ? "true" : undefined}>
      {/* A question without words is flagged on the canvas (unless selected, where it is typed) and left out in
          the player: never an empty heading above bare options. */}
      {!inline && mode === "builder" && !hasText && <MissingQuestionText />}
      {!hideQuestion &&
        (inline ? (
          <inline.Rich
            value={block.text}
            label={t("blocks.quiz.common.question")}
            placeholder={t("builder.inline.question_placeholder")}
            onCommit={(html) => inline.patch(() => ({ text: html === "" ? null : html }))}
          />
        ) : mode === "builder" && !block.text?.trim() ? (
          // The empty question's place on the canvas, where one click puts the caret (builder/canvas/inline).
          <Text size="sm" c="dimmed" py={4}>
            {t("builder.inline.question_placeholder")}
          </Text>
        ) : (
          hasText && <SafeHtml html={block.text} inert={mode === "builder"} />
        ))}
      {children}
      {inline && <InlineFeedback block={block} inline={inline} judged={judged} />}
      {showCheck && (
        <Group>
          <Button
            onClick={() => {
              focusFeedback.current = true;
              onCheck();
            }}
            disabled={!canCheck}
            {...chrome}
            data-testid="quiz-check"
          >
            {checkLabel ?? t("blocks.quiz.common.check")}
          </Button>
        </Group>
      )}
      <div aria-live="polite" aria-atomic="true">
        {feedback && (
          <div
            ref={feedbackRef}
            tabIndex={-1}
            className="cw-quiz-feedback"
            data-result={feedback.result}
            data-testid="quiz-feedback"
          >
            <Group gap={6} wrap="nowrap">
              {feedback.result === "correct" && (
                <IconCheck size={18} aria-hidden color="var(--mantine-color-green-8)" />
              )}
              {feedback.result === "wrong" && <IconX size={18} aria-hidden color="var(--mantine-color-red-8)" />}
              {feedback.result === "sent" && <IconSend size={18} aria-hidden />}
              <Text fw={700} size="sm" c="inherit" {...chrome} data-testid="quiz-feedback-result">
                {t(`blocks.quiz.common.result_${feedback.result}`)}
              </Text>
            </Group>
            {feedback.text && (
              <SafeHtml
                html={feedbackHtml(feedback.text)}
                inert={mode === "builder"}
                className="cw-quiz-feedback-text"
                data-testid="quiz-feedback-text"
              />
            )}
            {feedback.correctAnswer && (
              <Text size="sm" mt={4} c="inherit" style={{ overflowWrap: "anywhere" }} data-testid="quiz-correct-answer">
                <strong {...chrome}>{t("blocks.quiz.common.correct_answer")}</strong> {feedback.correctAnswer}
              </Text>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
