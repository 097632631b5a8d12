import { dataChanged } from "@coursewright/course-model";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { DeleteBlockDialog } from "../../builder/canvas/DeleteBlockDialog";
import { PageCanvas } from "../../builder/canvas/PageCanvas";
import { RightDrawer } from "../../builder/drawer/RightDrawer";
import { saveCourse } from "../../builder/save";
import { isTypingTarget } from "../../builder/shortcuts";
import { currentState, useBuilderState, useBuilderStore, useDirty } from "../../builder/store";
import { PageTree } from "../../builder/tree";
import { useNoticesBelowBar } from "../../shell/NoticesHost";
import { notifySuccess } from "../../shell/notify";
import { useDocumentTitle } from "../../shell/PageTitle";
import { useLeaveGuard } from "../../shell/useLeaveGuard";
import { SaveFailureAlert } from "./SaveFailureAlert";
import { TopBar } from "./TopBar";
import { usePageInAddress } from "./usePageInAddress";
import { useShortcutActions } from "./useShortcutActions";

/** The loaded builder: bar, tree on the left, the page in the middle, palette and properties on the right. */
export function BuilderScreen({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const title = useBuilderState()?.course.title ?? "";
  const leftOpen = useBuilderStore((s) => s.leftOpen);
  const rightOpen = useBuilderStore((s) => s.rightOpen);
  const dirty = useDirty();
  const leaveGuard = useLeaveGuard(dirty, t("leave.course", { title }));
  useDocumentTitle(t("builder.document_title", { title }));
  useNoticesBelowBar();
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
      <div className="cw-builder-body" data-left={leftOpen || undefined} data-right={rightOpen || undefined}>
        {leftOpen && (
          <aside className="cw-builder-left" aria-label={t("builder.tree.label")} data-testid="left-drawer">
            <PageTree />
          </aside>
        )}
        <main className="cw-builder-main">
          <PageCanvas />
        </main>
        {rightOpen && (
          <aside className="cw-builder-right" aria-label={t("builder.drawer.label")}>
            <RightDrawer />
          </aside>
        )}
      </div>
      <DeleteBlockDialog />
      {leaveGuard.dialog}
    </div>
  );
}
