import { VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Every block's select button is described by this one sentence (the canvas draws it once). */
export const CANVAS_KEYS_HINT_ID = "cw-canvas-keys-hint";

/** What the keyboard does on a block of the canvas (builder/shortcuts.ts): read out with the block's name. */
export function CanvasKeysHint() {
  const { t } = useTranslation();
  return <VisuallyHidden id={CANVAS_KEYS_HINT_ID}>{t("builder.keys.hint")}</VisuallyHidden>;
}
