import { Checkbox, Radio } from "@mantine/core";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceLabel } from "../../i18n/contentLanguage";
import type { BlockViewProps } from "../faces";
import { useInlineEditing } from "../shared/inlineEditing";
import { type ChoiceKind, imageUrlOf, multipleAnswer, pickedIds, readChoiceOptions, setOptionText } from "./choice";
import { OptionCard } from "./OptionCard";
import { QuestionFrame } from "./QuestionFrame";
import { useShuffled } from "./useShuffled";

/**
 * A single or multiple choice question: the options as radio buttons or checkboxes in option cards (arrow keys
 * move between radios, space ticks a checkbox). Once answered the learner's picks stay ticked and, when the
 * author shows the correct answer, the right options and the wrong picks are marked.
 */
export function ChoiceQuestionView({
  block,
  mode,
  onAnswer,
  answered,
  kind,
  testId,
}: BlockViewProps & { kind: ChoiceKind; testId: string }) {
  const { t } = useTranslation();
  const inline = useInlineEditing();
  const name = useId();
  const options = useMemo(() => readChoiceOptions(block.settings), [block.settings]);
  const shown = useShuffled(block, options, mode);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const locked = mode !== "player" || !!answered;
  const selection: ReadonlySet<string> = answered ? new Set(pickedIds(answered.answerValue)) : picked;
  const reveal = !!answered && block.settings.show_correct_answer !== false;

  const check = () => {
    if (locked || selection.size === 0) return;
    onAnswer?.(kind === "single" ? [...selection][0] : multipleAnswer(options, selection));
  };
  const toggle = (id: string, on: boolean) => {
    if (locked) return;
    if (kind === "single") setPicked(new Set([id]));
    else {
      const next = new Set(picked);
      if (on) next.add(id);
      else next.delete(id);
      setPicked(next);
    }
  };

  const cards = shown.map((option, index) => {
    const checked = selection.has(option.id);
    const result = reveal ? (option.correct ? "correct" : checked ? "wrong" : undefined) : undefined;
    const mark =
      result === "correct"
        ? t("blocks.quiz.common.mark_right")
        : result === "wrong"
          ? t("blocks.quiz.common.mark_your_wrong")
          : undefined;
    const placeholder = t("blocks.quiz.common.option_placeholder", { number: index + 1 });
    // In the builder's selected block the option's text is typed in place.
    const label = inline ? (
      <inline.Plain
        value={option.text}
        label={t("blocks.quiz.common.option_text", { number: index + 1 })}
        placeholder={placeholder}
        maxLength={1000}
        onCommit={(text) =>
          inline.patch((current) => ({
            settings: {
              ...current.settings,
              options: setOptionText(readChoiceOptions(current.settings), option.id, text),
            },
          }))
        }
      />
    ) : (
      option.text.trim() || placeholder
    );
    const control =
      kind === "single" ? (
        <Radio
          value={option.id}
          name={name}
          checked={checked}
          disabled={locked}
          onChange={(event) => toggle(option.id, event.currentTarget.checked)}
          aria-describedby={undefined}
        />
      ) : (
        <Checkbox
          checked={checked}
          disabled={locked}
          onChange={(event) => toggle(option.id, event.currentTarget.checked)}
        />
      );
    return (
      <OptionCard
        key={option.id}
        control={control}
        checked={checked}
        disabled={locked}
        result={result}
        mark={mark}
        testId="quiz-option"
      >
        {imageUrlOf(option) && <img className="cw-quiz-option-image" src={imageUrlOf(option) ?? ""} alt="" />}
        {label}
      </OptionCard>
    );
  });

  const groupName = useInterfaceLabel(
    kind === "single" ? t("blocks.quiz.common.pick_one") : t("blocks.quiz.common.pick_several"),
  );
  return (
    <QuestionFrame
      block={block}
      mode={mode}
      answered={answered}
      canCheck={selection.size > 0}
      onCheck={check}
      testId={testId}
    >
      {groupName.label}
      {kind === "single" ? (
        <div className="cw-quiz-inputs" role="radiogroup" {...groupName.labelledBy}>
          {cards}
        </div>
      ) : (
        <fieldset className="cw-quiz-inputs cw-quiz-fieldset" {...groupName.labelledBy}>
          {cards}
        </fieldset>
      )}
    </QuestionFrame>
  );
}
