import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { BlockEditingContextValue } from "../../blocks/editing";
import { conditionTargets, linkablePages } from "../editingContext";
import { loadAllPages } from "../pageLoading";
import { useBuilderState, useBuilderStore } from "../store";

/** What the selected block's editors read about the rest of the course (blocks/editing.ts). */
export function useEditingContext(editedBlockId: number | null): BlockEditingContextValue | null {
  const { t } = useTranslation();
  const state = useBuilderState();
  const courseId = useBuilderStore((s) => s.courseId);
  return useMemo(() => {
    if (!state || courseId === null) return null;
    return {
      courseId,
      pages: linkablePages(state),
      conditionTargets: conditionTargets(state, editedBlockId, t),
      loadAllPages,
    };
  }, [state, courseId, editedBlockId, t]);
}
