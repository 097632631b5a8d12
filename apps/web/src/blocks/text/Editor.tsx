import { useTranslation } from "react-i18next";
import type { BlockEditorProps } from "../faces";
import { OnCanvasHint } from "../shared/OnCanvasHint";

/** The text is typed on the canvas; the drawer keeps the block's settings (drawn around this by BlockProperties). */
export function TextEditor(_props: BlockEditorProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="block-editor-text">
      <OnCanvasHint label={t("blocks.text.label")} />
    </div>
  );
}
