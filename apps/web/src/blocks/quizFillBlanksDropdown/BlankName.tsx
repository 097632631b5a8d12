import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceLabel } from "../../i18n/contentLanguage";

interface BlankNameProps {
  /** The blank's place in reading order (1-based). */
  number: number;
  /** The blank's input, named by the hidden label. */
  children(labelledBy: { "aria-labelledby": string }): ReactNode;
}

/**
 * A blank's name ("Blank 2") is the player's words, while the input sits in the course's sentence and holds the
 * course's words (a dropdown's options, the learner's text): aria-label would be read in the course's lang, so
 * the name is a hidden element with the interface's lang and dir, referenced by aria-labelledby.
 */
export function BlankName({ number, children }: BlankNameProps) {
  const { t } = useTranslation();
  const name = useInterfaceLabel(t("blocks.quiz.fill_blanks.blank_label", { number }));
  return (
    <>
      {name.label}
      {children(name.labelledBy)}
    </>
  );
}
