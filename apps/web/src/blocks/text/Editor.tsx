import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { RichTextEditor } from "../shared/RichTextEditor";

export function TextEditor({ block, onChange }: BlockEditorProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="block-editor-text">
      <RichTextEditor
        label={t("blocks.text.label")}
        value={block.text}
        onChange={(html) => onChange({ text: html === "" ? null : html })}
        minHeight={220}
      />
    </div>
  );
}
