import { ScrollArea, SegmentedControl, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { showPanel } from "../actions";
import { PageSettings } from "../pageSettings/PageSettings";
import { Palette } from "../palette/Palette";
import { type RightPanel, useBuilderStore } from "../store";
import { BlockPanel } from "./BlockPanel";

const PANELS: readonly RightPanel[] = ["palette", "block", "page"];

/** The right drawer: the palette, the selected block's properties and the page's settings, one at a time. */
export function RightDrawer() {
  const { t } = useTranslation();
  const panel = useBuilderStore((s) => s.panel);
  return (
    <Stack gap={0} h="100%" data-testid="right-drawer">
      <SegmentedControl
        m="sm"
        fullWidth
        value={panel}
        onChange={(value) => {
          const next = PANELS.find((p) => p === value);
          if (next) showPanel(next);
        }}
        data={PANELS.map((value) => ({ value, label: t(`builder.drawer.${value}`) }))}
        aria-label={t("builder.drawer.label")}
        data-testid="right-drawer-tabs"
      />
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <div className="cw-right-drawer__body" data-drawer-body>
          {panel === "palette" ? <Palette /> : panel === "block" ? <BlockPanel /> : <PageSettings />}
        </div>
      </ScrollArea>
    </Stack>
  );
}
