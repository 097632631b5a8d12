import { type BlockSettings, type PageBlock, QUIZ_BLANKS_MAX } from "@coursewright/course-model";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useInlineEditing } from "../shared/inlineEditing";
import { BlankSentence } from "./BlankSentence";

interface FillBlanksSentenceProps<T extends { id: string }> {
  block: PageBlock;
  inert: boolean;
  blankIds: readonly string[];
  /** The learner's input of one blank (the player, and the canvas while the block is not selected). */
  renderBlank(id: string, number: number): ReactNode;
  readBlanks(settings: BlockSettings): T[];
  /** A new, empty blank whose id is none of `taken`. */
  newBlank(taken: readonly string[]): T;
}

/**
 * The sentence of a fill-in question: with the learner's inputs in its blanks, or, on the canvas of the selected
 * block, typed in place with its blanks as chips (issue 17), the properties keeping each blank's settings. The
 * editor is the builder's (useInlineEditing), so the player never loads it.
 */
export function FillBlanksSentence<T extends { id: string }>({
  block,
  inert,
  blankIds,
  renderBlank,
  readBlanks,
  newBlank,
}: FillBlanksSentenceProps<T>) {
  const { t } = useTranslation();
  const inline = useInlineEditing();
  if (!inline) return <BlankSentence text={block.text} blankIds={blankIds} renderBlank={renderBlank} inert={inert} />;
  return (
    <inline.Blanks
      value={block.text}
      label={t("blocks.quiz.fill_blanks.sentence")}
      placeholder={t("blocks.quiz.fill_blanks.sentence_placeholder")}
      chipLabel={t("blocks.quiz.fill_blanks.chip")}
      onCommit={(text) => inline.patch(() => ({ text: text === "" ? null : text }))}
      onAddBlank={
        blankIds.length >= QUIZ_BLANKS_MAX
          ? null
          : (textWith) =>
              // The new blank's settings go in with the text, as one undoable edit, against the block as it is now.
              inline.patch((current) => {
                const blanks = readBlanks(current.settings);
                const blank = newBlank(blanks.map((b) => b.id));
                return { text: textWith(blank.id), settings: { ...current.settings, blanks: [...blanks, blank] } };
              })
      }
    />
  );
}
