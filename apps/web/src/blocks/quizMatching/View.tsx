import type { MatchingPair } from "@coursewright/course-model";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { DragOrLists } from "../quizShared/DragOrLists";
import { QuestionFrame } from "../quizShared/QuestionFrame";
import { useShuffled } from "../quizShared/useShuffled";
import { answeredMatches, buildMatchingAnswer, matchingComplete, readPairs } from "./pairs";
import "../quizFillBlanksDropdown/blanks.css";
import "./matching.css";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";

/**
 * Left items in the author's order, each with a place for a right item. The learner drags the right items
 * (shuffled in the player) onto the places, or switches to a dropdown per left item; both fill one answer.
 * Once answered the choices stay and, when the author shows the correct answer, each row is marked right or
 * wrong.
 */
export function QuizMatchingView({ block, mode, onAnswer, answered }: BlockViewProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const idBase = useId();
  const pairs = useMemo(() => readPairs(block.settings), [block.settings]);
  const rights = useShuffled(block, pairs, mode);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const locked = mode !== "player" || !!answered;
  const shown = answered ? answeredMatches(answered.answerValue) : chosen;
  const reveal = !!answered && block.settings.show_correct_answer !== false;
  const complete = matchingComplete(chosen, pairs);
  const leftText = (pair: MatchingPair, index: number) =>
    pair.left.trim() || t("blocks.quiz.quiz_matching.left_number", { number: index + 1 });
  const rightText = (pair: MatchingPair, at: number) =>
    pair.right.trim() || t("blocks.quiz.quiz_matching.right_number", { number: at + 1 });
  const resultOf = (pairId: string) => (reveal ? (shown[pairId] === pairId ? "right" : "wrong") : undefined);

  const check = () => {
    if (locked || !complete) return;
    onAnswer?.(buildMatchingAnswer(chosen, pairs));
  };

  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={complete}
      onCheck={check}
      testId="block-view-quizMatching"
    >
      <DragOrLists
        mode={mode}
        board={{
          slots: pairs.map((pair, index) => ({
            id: pair.id,
            name: leftText(pair, index),
            label: <span className="cw-matching-left">{leftText(pair, index)}</span>,
            result: resultOf(pair.id),
          })),
          answers: rights.map((right, at) => ({ id: right.id, text: rightText(right, at) })),
          placement: shown,
          onPlace: setChosen,
          locked,
          rowClassName: "cw-matching-row",
          rowTestId: "quiz-matching-row",
          listClassName: "cw-quiz-inputs cw-matching",
          groupLabel: t("blocks.quiz.quiz_matching.group_label"),
        }}
        lists={
          <fieldset
            className="cw-quiz-fieldset cw-quiz-inputs cw-matching"
            aria-label={t("blocks.quiz.quiz_matching.group_label")}
          >
            {pairs.map((pair, index) => {
              const id = `${idBase}-${pair.id}`;
              const value = shown[pair.id] ?? "";
              const result = resultOf(pair.id);
              const left = leftText(pair, index);
              return (
                <div key={pair.id} className="cw-matching-row" data-result={result} data-testid="quiz-matching-row">
                  <label className="cw-matching-left" htmlFor={id}>
                    {left}
                  </label>
                  <select
                    id={id}
                    className="cw-blank-input cw-matching-select"
                    value={value}
                    disabled={locked}
                    data-result={result}
                    onChange={(event) => {
                      const next = event.currentTarget.value;
                      setChosen((current) => ({ ...current, [pair.id]: next }));
                    }}
                  >
                    <option value="" disabled={value !== ""} lang={chrome.lang}>
                      {t("blocks.quiz.quiz_matching.choose")}
                    </option>
                    {rights.map((right, at) => (
                      <option key={right.id} value={right.id}>
                        {rightText(right, at)}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </fieldset>
        }
      />
    </QuestionFrame>
  );
}
