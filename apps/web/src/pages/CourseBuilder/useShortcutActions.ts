import { NO_COPIED_BLOCK } from "@coursewright/course-model";
import { useTranslation } from "react-i18next";
import { copyBlock, duplicateBlock, pasteBlock, selectBlock } from "../../builder/actions";
import { requestDeleteBlock } from "../../builder/canvas/deleteRequest";
import { useBuilderShortcuts } from "../../builder/shortcuts";
import { redoEdit, undoEdit, useBuilderStore } from "../../builder/store";
import { notifyError, notifySuccess } from "../../shell/notify";

const busy = () => useBuilderStore.getState().saveStatus === "saving";
const selected = () => useBuilderStore.getState().selectedBlockId;

/** What the builder's keys do (builder/shortcuts.ts maps the keys). */
export function useShortcutActions(save: () => void): void {
  const { t } = useTranslation();
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
  });
}
