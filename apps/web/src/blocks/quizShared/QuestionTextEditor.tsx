import type { PageBlock } from "@coursewright/course-model";
import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { RichTextEditor } from "../shared/RichTextEditor";

/** The question (block.text), rich text, at the top of every question's editor. */
export function QuestionTextEditor({
  block,
  onChange,
  label,
}: {
  block: PageBlock;
  onChange: BlockEditorProps["onChange"];
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <RichTextEditor
      label={label ?? t("blocks.quiz.common.question")}
      value={block.text}
      onChange={(html) => onChange({ text: html === "" ? null : html })}
      minHeight={100}
    />
  );
}
