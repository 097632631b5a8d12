import { useMemo, useState } from "react";
import type { BlockViewProps } from "../faces";
import { BlankName } from "../quizFillBlanksDropdown/BlankName";
import { FillBlanksSentence } from "../quizFillBlanksDropdown/FillBlanksSentence";
import { QuestionFrame } from "../quizShared/QuestionFrame";
import {
  answeredTexts,
  blankIsRight,
  buildOpenBlanksAnswer,
  newOpenBlank,
  openBlanksComplete,
  readOpenBlanks,
} from "./openBlanks";

/**
 * A sentence with a text field in each blank. The learner types into every blank and checks (Enter in the
 * last field checks too); once answered the texts stay and, when the author shows the correct answer, each
 * blank is marked right or wrong.
 */
export function QuizFillBlanksOpenAnswerView({ block, mode, onAnswer, answered }: BlockViewProps) {
  const blanks = useMemo(() => readOpenBlanks(block.settings), [block.settings]);
  const blankIds = useMemo(() => blanks.map((blank) => blank.id), [blanks]);
  const byId = useMemo(() => new Map(blanks.map((blank) => [blank.id, blank])), [blanks]);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const locked = mode !== "player" || !!answered;
  const shown = answered ? answeredTexts(answered.answerValue) : typed;
  const reveal = !!answered && block.settings.show_correct_answer !== false;
  const complete = openBlanksComplete(typed, blanks);

  const check = () => {
    if (locked || !complete) return;
    onAnswer?.(buildOpenBlanksAnswer(typed, blanks));
  };

  const renderBlank = (id: string, number: number) => {
    const blank = byId.get(id);
    if (!blank) return null;
    const value = shown[id] ?? "";
    const result = reveal ? (blankIsRight(blank, value) ? "right" : "wrong") : undefined;
    return (
      <BlankName number={number}>
        {(labelledBy) => (
          <input
            type="text"
            className="cw-blank-input"
            {...labelledBy}
            value={value}
            readOnly={locked}
            disabled={mode !== "player"}
            maxLength={1000}
            size={Math.max(8, Math.min(30, value.length + 2))}
            autoComplete="off"
            spellCheck={false}
            data-result={result}
            data-testid="quiz-blank-input"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setTyped((current) => ({ ...current, [id]: next }));
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                check();
              }
            }}
          />
        )}
      </BlankName>
    );
  };

  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={complete}
      onCheck={check}
      hideQuestion
      testId="block-view-quizFillBlanksOpenAnswer"
    >
      <FillBlanksSentence
        block={block}
        inert={mode === "builder"}
        blankIds={blankIds}
        renderBlank={renderBlank}
        readBlanks={readOpenBlanks}
        newBlank={newOpenBlank}
      />
    </QuestionFrame>
  );
}
