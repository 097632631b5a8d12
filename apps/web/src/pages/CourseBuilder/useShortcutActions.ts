import { NO_COPIED_BLOCK } from "@coursewright/course-model";
import { useTranslation } from "react-i18next";
import { copyBlock, duplicateBlock, nudgeBlock, pasteBlock, selectBlock, showPanel } from "../../builder/actions";
import { requestDeleteBlock } from "../../builder/canvas/deleteRequest";
import { enterEditing, hasInlineFields } from "../../builder/canvas/inline/host";
import { isArrowKey } from "../../builder/canvas/nudge";
import { focusDrawer } from "../../builder/drawer/drawerFocus";
import { useBuilderShortcuts } from "../../builder/shortcuts";
import { announce, redoEdit, undoEdit, useBuilderStore } from "../../builder/store";
import { useContentLanguage } from "../../i18n/contentLanguage";
import { notifyError, notifySuccess } from "../../shell/notify";

const busy = () => useBuilderStore.getState().saveStatus === "saving";
const selected = () => useBuilderStore.getState().selectedBlockId;

/** The block whose select button the key was pressed on. */
function blockOf(event: KeyboardEvent): number | null {
  const element = (event.target as Element | null)?.closest?.<HTMLElement>("[data-canvas-block]");
  const id = Number(element?.dataset.canvasBlock);
  return Number.isInteger(id) ? id : null;
}

/** What the builder's keys do (builder/shortcuts.ts maps the keys). */
export function useShortcutActions(save: () => void): void {
  const { t } = useTranslation();
  // The arrows move a block the way the canvas shows it: in the content's direction, which may not be the interface's.
  const rtl = useContentLanguage(useBuilderStore((s) => s.history?.present.course.language)).rtl;
  useBuilderShortcuts({
    save,
    undo: () => !busy() && undoEdit(),
    redo: () => !busy() && redoEdit(),
    copy: () => {
      const id = selected();
      if (id === null) return;
      copyBlock(id);
      notifySuccess(t("builder.block.copied"));
    },
    paste: () => {
      try {
        pasteBlock();
      } catch (error) {
        if (!(error instanceof Error) || error.message !== NO_COPIED_BLOCK) throw error;
        notifyError(t("builder.block.nothing_to_paste"));
      }
    },
    duplicate: () => {
      const id = selected();
      if (id !== null) duplicateBlock(id);
    },
    delete: () => {
      const id = selected();
      if (id !== null && !busy()) requestDeleteBlock(id);
    },
    deselect: () => selectBlock(null),
    nudge: (event) => {
      const id = blockOf(event);
      if (id === null || !isArrowKey(event.key) || busy()) return;
      if (selected() !== id) selectBlock(id);
      const resize = event.shiftKey;
      const place = nudgeBlock(id, event.key, { resize, rtl });
      if (!place) announce(t(resize ? "builder.keys.cannot_resize" : "builder.keys.cannot_move"));
      else if (resize) announce(t("builder.keys.resized", { w: place.w, h: place.h }));
      else announce(t("builder.keys.moved", { column: place.x + 1, row: place.y + 1 }));
    },
    edit: (event) => {
      // On a block's select button, that block; on the page (a click selected the block), the selected one.
      const id = blockOf(event) ?? selected();
      if (id === null) return;
      // The first Enter selects the block (as a click does); on the selected block it goes in.
      if (selected() !== id) {
        selectBlock(id);
        return;
      }
      // A block with texts typed on the canvas (text, questions) takes the caret; the others open their properties.
      if (hasInlineFields(id)) {
        enterEditing(id);
        return;
      }
      const from = event.target instanceof HTMLElement ? event.target : null;
      showPanel("block");
      focusDrawer("right", from);
    },
  });
}
