import type { ReactNode } from "react";
import "./quiz.css";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";

interface OptionCardProps {
  /** The input (radio, checkbox) drawn at the start of the card; the whole card is its label. */
  control: ReactNode;
  children: ReactNode;
  checked: boolean;
  disabled: boolean;
  /** After answering: this option was right (and shown), or the learner's wrong pick. */
  result?: "correct" | "wrong";
  /** A short word for the result ("Correct answer", "Your answer"), read with the option. */
  mark?: string;
  testId?: string;
}

/** One answer the learner can pick: a label box in the theme's option colours around a native input. */
export function OptionCard({ control, children, checked, disabled, result, mark, testId }: OptionCardProps) {
  const chrome = useInterfaceRootProps();
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the input passed in
    <label
      className="cw-quiz-option"
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
      data-result={result}
      data-testid={testId}
    >
      {control}
      <span className="cw-quiz-option-text">{children}</span>
      {mark && (
        <span className="cw-quiz-option-mark" {...chrome}>
          {mark}
        </span>
      )}
    </label>
  );
}
