import type { DropdownBlank } from "@coursewright/course-model";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import type { BlockViewProps } from "../faces";
import { QuestionFrame } from "../quizShared/QuestionFrame";
import { inOrder, shuffledIds } from "../quizShared/shuffle";
import { BlankName } from "./BlankName";
import { answeredPicks, buildDropdownAnswer, dropdownComplete, newDropdownBlank, readDropdownBlanks } from "./dropdown";
import { FillBlanksSentence } from "./FillBlanksSentence";

/**
 * A sentence with a dropdown in each blank. The learner picks an option in every blank and checks; once
 * answered the picks stay and, when the author shows the correct answer, each blank is marked right or wrong.
 */
export function QuizFillBlanksDropdownView({ block, mode, onAnswer, answered }: BlockViewProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const blanks = useMemo(() => readDropdownBlanks(block.settings), [block.settings]);
  const blankIds = useMemo(() => blanks.map((blank) => blank.id), [blanks]);
  const [picked, setPicked] = useState<Record<string, string>>({});
  const locked = mode !== "player" || !!answered;
  const shown = answered ? answeredPicks(answered.answerValue) : picked;
  const reveal = !!answered && block.settings.show_correct_answer !== false;
  const byId = useMemo(() => new Map(blanks.map((blank) => [blank.id, blank])), [blanks]);
  const shuffle = mode === "player" && block.randomize_options_order;

  const optionsOf = (blank: DropdownBlank) =>
    inOrder(
      blank.options,
      // One order per blank for the life of the page (the block id and the blank's option ids key it).
      shuffledIds(
        { id: block.id, randomize_options_order: shuffle },
        blank.options.map((option) => option.id),
      ),
    );

  const check = () => {
    if (locked || !dropdownComplete(picked, blanks)) return;
    onAnswer?.(buildDropdownAnswer(picked, blanks));
  };

  const renderBlank = (id: string, number: number) => {
    const blank = byId.get(id);
    if (!blank) return null;
    const value = shown[id] ?? "";
    const result = reveal ? (value === blank.correct_option_id ? "right" : "wrong") : undefined;
    return (
      <BlankName number={number}>
        {(labelledBy) => (
          <select
            className="cw-blank-input"
            {...labelledBy}
            value={value}
            disabled={locked}
            data-result={result}
            data-testid="quiz-blank-select"
            onChange={(event) => {
              const next = event.currentTarget.value;
              setPicked((current) => ({ ...current, [id]: next }));
            }}
          >
            <option value="" disabled={value !== ""} lang={chrome.lang}>
              {t("blocks.quiz.quiz_fill_blanks_dropdown.choose")}
            </option>
            {optionsOf(blank).map((option, index) => (
              <option key={option.id} value={option.id}>
                {option.text.trim() || t("blocks.quiz.quiz_fill_blanks_dropdown.option_number", { number: index + 1 })}
              </option>
            ))}
          </select>
        )}
      </BlankName>
    );
  };

  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={dropdownComplete(picked, blanks)}
      onCheck={check}
      hideQuestion
      testId="block-view-quizFillBlanksDropdown"
    >
      <FillBlanksSentence
        block={block}
        inert={mode === "builder"}
        blankIds={blankIds}
        renderBlank={renderBlank}
        readBlanks={readDropdownBlanks}
        newBlank={newDropdownBlank}
      />
    </QuestionFrame>
  );
}
