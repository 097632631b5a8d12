import { Button } from "@mantine/core";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { useInlineEditing } from "../shared/inlineEditing";

const JUSTIFY = ["flex-start", "center", "flex-end"] as const;

/** Without colours of its own, a button takes the course theme's (ThemeScope), else the primary colour. */
const THEME_COLOURS = {
  "--button-bg": "var(--cw-theme-button-bg, var(--mantine-primary-color-filled))",
  "--button-hover": "var(--cw-theme-button-bg, var(--mantine-primary-color-filled-hover))",
  "--button-color": "var(--cw-theme-button-text, var(--mantine-color-white))",
} as CSSProperties;

/**
 * A button whose colours are the block's own (background_color fills it, text_color writes its label; the
 * frame leaves them to it), or the theme's where the block has none. In the player a click completes it and
 * then runs its actions in order.
 */
export function ButtonView({ block, mode, onInteract, onAction }: BlockViewProps) {
  const { t } = useTranslation();
  const inline = useInlineEditing();
  const label = block.text?.trim() || t("blocks.button.default_label");
  const click = () => {
    if (mode !== "player") return;
    onInteract();
    for (const action of block.actions) onAction(action);
  };
  return (
    <div
      style={{
        display: "flex",
        height: "100%",
        alignItems: "center",
        justifyContent: JUSTIFY[block.horizontal_align] ?? "flex-start",
      }}
      data-testid="block-view-button"
    >
      <Button
        // The selected block's label is typed in place (issue 17): a text field inside a <button> would be a
        // control within a control, so the builder draws the same look on a div around it.
        component={inline ? "div" : "button"}
        onClick={click}
        color={block.background_color ?? undefined}
        autoContrast
        maw="100%"
        h="auto"
        mih={36}
        py={6}
        style={block.background_color ? undefined : THEME_COLOURS}
        styles={{
          root: block.text_color ? { color: block.text_color } : undefined,
          label: { whiteSpace: "normal", overflowWrap: "anywhere", textAlign: "center" },
        }}
      >
        {inline ? (
          <inline.Plain
            value={block.text ?? ""}
            label={t("blocks.button.inline_label")}
            placeholder={t("blocks.button.default_label")}
            maxLength={500}
            onCommit={(text) => inline.patch(() => ({ text: text === "" ? null : text }))}
          />
        ) : (
          label
        )}
      </Button>
    </div>
  );
}
