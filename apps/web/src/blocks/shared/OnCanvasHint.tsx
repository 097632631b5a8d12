import { Alert } from "@mantine/core";
import { IconCursorText } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** Where a drawer used to hold the block's prose: it is typed on the page now (issue 17), the panel keeps settings. */
export function OnCanvasHint({ label }: { label: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" icon={<IconCursorText size={18} aria-hidden />} title={label} data-testid="on-canvas-hint">
      {t("builder.inline.on_canvas")}
    </Alert>
  );
}
