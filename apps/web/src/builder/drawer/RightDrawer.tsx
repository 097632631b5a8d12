import { Loader, ScrollArea, SegmentedControl, Stack } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showPanel } from "../actions";
import { Palette } from "../palette/Palette";
import { type RightPanel, useBuilderStore } from "../store";

const PANELS: readonly RightPanel[] = ["palette", "block", "page"];

// The block's properties and the page's settings (forms, colour and number inputs, the media library) are not
// part of the builder's first draw, which shows the palette: they load just after it, before they are asked for.
const loadBlockPanel = () => import("./BlockPanel");
const loadPageSettings = () => import("../pageSettings/PageSettings");
const BlockPanel = lazy(() => loadBlockPanel().then((module) => ({ default: module.BlockPanel })));
const PageSettings = lazy(() => loadPageSettings().then((module) => ({ default: module.PageSettings })));

function usePanelsAfterFirstDraw(): void {
  useEffect(() => {
    const load = () => {
      loadBlockPanel().catch(() => undefined);
      loadPageSettings().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(load, 200);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}

/** The right drawer: the palette, the selected block's properties and the page's settings, one at a time. */
export function RightDrawer() {
  const { t } = useTranslation();
  const panel = useBuilderStore((s) => s.panel);
  usePanelsAfterFirstDraw();
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
          <Suspense fallback={<Loader size="sm" m="md" role="status" aria-label={t("common.loading")} />}>
            {panel === "palette" ? <Palette /> : panel === "block" ? <BlockPanel /> : <PageSettings />}
          </Suspense>
        </div>
      </ScrollArea>
    </Stack>
  );
}
