import type { PageBlock } from "@coursewright/course-model";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { OnCanvasHint } from "../shared/OnCanvasHint";

/**
 * The question (block.text) is typed on the canvas, in the question itself; the drawer says so where it used to
 * hold the field.
 */
export function QuestionTextEditor({
  label,
}: {
  block: PageBlock;
  onChange: BlockEditorProps["onChange"];
  label?: string;
}) {
  const { t } = useTranslation();
  return <OnCanvasHint label={label ?? t("blocks.quiz.common.question")} />;
}
