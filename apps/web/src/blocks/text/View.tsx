import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import type { BlockViewProps } from "../faces";
import { SafeHtml } from "../shared/SafeHtml";

/** Rich text; the frame around it gives it colour, padding and vertical alignment. */
export function TextView({ block, mode }: BlockViewProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const empty = !block.text || block.text.trim() === "";
  if (empty) {
    return (
      // Marked so that one click anywhere on the empty block on the canvas types into it (builder/canvas/inline).
      <div data-testid="block-view-text" data-inline-empty-block={mode === "builder" || undefined}>
        {mode === "builder" && (
          // The builder's hint, not content: in the interface's language inside a block in the course's.
          <Text size="sm" c="dimmed" py="xs" {...chrome}>
            {t("blocks.text.empty_hint")}
          </Text>
        )}
      </div>
    );
  }
  return <SafeHtml html={block.text} inert={mode === "builder"} data-testid="block-view-text" />;
}
