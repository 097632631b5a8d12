import { type PageBlock, questionHasText } from "@coursewright/course-model";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { OnCanvasHint } from "../shared/OnCanvasHint";
import { ProblemList } from "./ProblemList";

/**
 * The question (block.text) is typed on the canvas, in the question itself; the drawer says so where it used to
 * hold the field, and says when the question has no words (the canvas flags it only while it is not selected).
 */
export function QuestionTextEditor({
  block,
  label,
}: {
  block: PageBlock;
  onChange: BlockEditorProps["onChange"];
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OnCanvasHint label={label ?? t("blocks.quiz.common.question")} />
      <ProblemList problems={questionHasText(block.text) ? [] : [{ key: "blocks.quiz.common.no_text" }]} />
    </>
  );
}
