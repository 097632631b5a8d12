import { createContext, useContext } from "react";

export type TreeItemRef = { kind: "topic" | "page"; id: number };

/** What every row of the tree shares: the active page, renaming, the dialogs and whether a drag is on. */
export interface TreeUi {
  activePageId: number | null;
  /** A save is running: edits wait (actions ignore them), so the controls say so. */
  saving: boolean;
  /** What is being dragged, so rows of the other kind stop being drop targets. */
  dragKind: "topic" | "page" | null;
  renaming: TreeItemRef | null;
  startRename(item: TreeItemRef): void;
  stopRename(): void;
  askDelete(item: TreeItemRef): void;
  addPageTo(topicId: number | null): void;
  /** The topic whose "add page" is running, or "root" for a course without topics. */
  addingTo: number | "root" | null;
}

export const TreeUiContext = createContext<TreeUi | null>(null);

export function useTreeUi(): TreeUi {
  const ui = useContext(TreeUiContext);
  if (!ui) throw new Error("tree rows render inside PageTree");
  return ui;
}

export const isRenaming = (ui: TreeUi, kind: TreeItemRef["kind"], id: number) =>
  ui.renaming?.kind === kind && ui.renaming.id === id;
