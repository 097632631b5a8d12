import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../../../blocks/faces";
import { useInlineEditing } from "../../../blocks/shared/inlineEditing";
import { TextView } from "../../../blocks/text/View";

/**
 * The text block of the selected block on the canvas: its rich text typed in place. A view of its own (not
 * a branch in TextView) because TextView is on the player's first screen, which must not grow.
 */
export function InlineTextView(props: BlockViewProps) {
  const { t } = useTranslation();
  const inline = useInlineEditing();
  if (!inline) return <TextView {...props} />;
  return (
    <div data-testid="block-view-text">
      <inline.Rich
        value={props.block.text}
        label={t("blocks.text.label")}
        placeholder={t("builder.inline.text_placeholder")}
        onCommit={(html) => inline.patch(() => ({ text: html === "" ? null : html }))}
      />
    </div>
  );
}
