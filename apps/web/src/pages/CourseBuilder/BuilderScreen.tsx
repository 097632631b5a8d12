import { dataChanged } from "@coursewright/course-model";
import { VisuallyHidden } from "@mantine/core";
import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { DeleteBlockDialog } from "../../builder/canvas/DeleteBlockDialog";
import { PageCanvas } from "../../builder/canvas/PageCanvas";
import { LeftRail, RightRail } from "../../builder/drawer/DrawerRail";
import { RightDrawer } from "../../builder/drawer/RightDrawer";
import { useDrawerMode } from "../../builder/drawer/useDrawerMode";
import { saveCourse } from "../../builder/save";
import { isTypingTarget } from "../../builder/shortcuts";
import { currentState, useBuilderState, useBuilderStore, useDirty } from "../../builder/store";
import { PageTree } from "../../builder/tree";
import { notifySuccess } from "../../shell/notify";
import { useDocumentTitle } from "../../shell/PageTitle";
import { useLeaveGuard } from "../../shell/useLeaveGuard";
import { SaveFailureAlert } from "./SaveFailureAlert";
import { TopBar } from "./TopBar";
import { usePageInAddress } from "./usePageInAddress";
import { useShortcutActions } from "./useShortcutActions";

/**
 * The loaded builder: bar, tree on the left, the page in the middle, palette and properties on the right.
 * Below 1440 px the drawers start folded to icon rails; below 1280 px one at a time opens over the canvas
 * (builder/drawer/drawerMode.ts).
 */
export function BuilderScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const title = useBuilderState()?.course.title ?? "";
  const leftOpen = useBuilderStore((s) => s.leftOpen);
  const rightOpen = useBuilderStore((s) => s.rightOpen);
  const overlay = useBuilderStore((s) => s.overlay);
  const announcement = useBuilderStore((s) => s.announcement);
  const body = useRef<HTMLDivElement>(null);
  const escapeFrom = useDrawerMode(body);
  const dirty = useDirty();
  const leaveGuard = useLeaveGuard(dirty, t("leave.course", { title }));
  useDocumentTitle(t("builder.document_title", { title }));
  usePageInAddress();

  const save = useCallback(() => {
    // Ctrl+S while typing: the field's draft commits on blur, so it leaves first and the save includes it.
    const active = document.activeElement;
    if (active instanceof HTMLElement && isTypingTarget(active)) active.blur();
    if (useBuilderStore.getState().saveStatus === "saving" || !dataChanged(currentState())) return;
    void saveCourse().then((saved) => {
      if (saved) notifySuccess(t("builder.saved"));
    });
  }, [t]);
  useShortcutActions(save);

  return (
    <div className="cw-builder" data-testid="course-builder">
      <TopBar courseId={courseId} title={title} onSave={save} />
      <SaveFailureAlert />
      <div
        ref={body}
        className="cw-builder-body"
        data-left={leftOpen || undefined}
        data-right={rightOpen || undefined}
        data-overlay={overlay || undefined}
      >
        {(overlay || !leftOpen) && <LeftRail />}
        {leftOpen && (
          <aside
            id="cw-drawer-left"
            className="cw-builder-left"
            aria-label={t("builder.tree.label")}
            data-testid="left-drawer"
            data-drawer="left"
            tabIndex={-1}
            onKeyDown={escapeFrom("left")}
          >
            <PageTree />
          </aside>
        )}
        <main className="cw-builder-main">
          <PageCanvas />
        </main>
        {rightOpen && (
          <aside
            id="cw-drawer-right"
            className="cw-builder-right"
            aria-label={t("builder.drawer.label")}
            data-drawer="right"
            tabIndex={-1}
            onKeyDown={escapeFrom("right")}
          >
            <RightDrawer />
          </aside>
        )}
        {(overlay || !rightOpen) && <RightRail />}
        {overlay && (leftOpen || rightOpen) && <div className="cw-builder-scrim" aria-hidden />}
      </div>
      {/* Keyboard moves and resizes of blocks, read out (the canvas itself does not say where a block went). */}
      <VisuallyHidden aria-live="polite" data-testid="builder-announcer">
        {announcement}
      </VisuallyHidden>
      <DeleteBlockDialog />
      {leaveGuard.dialog}
    </div>
  );
}
