import {
  type BuilderHistory,
  type BuilderState,
  canRedo,
  canUndo,
  createHistory,
  dataChanged,
  record,
  redo,
  resetHistory,
  undo,
} from "@coursewright/course-model";
import { create } from "zustand";
import { initialDrawers } from "./drawer/drawerMode";

/** What the right drawer shows. */
export type RightPanel = "palette" | "block" | "page";

export type SaveStatus = "idle" | "saving" | "failed";

export interface BuilderUi {
  courseId: number | null;
  /** null until the course has loaded. The present state is `history.present`. */
  history: BuilderHistory | null;
  /** Pages whose blocks have been fetched (get_full_info); the tree alone knows only titles. */
  loadedPageIds: ReadonlySet<number>;
  /** The page whose blocks are being fetched, to show a loader on the canvas. */
  loadingPageId: number | null;
  pageLoadFailed: boolean;
  selectedBlockId: number | null;
  panel: RightPanel;
  leftOpen: boolean;
  rightOpen: boolean;
  /** Below 1280 px the drawers open over the canvas, one at a time (drawer/drawerMode.ts). */
  overlay: boolean;
  /** A block whose select button should take the focus once drawn (a block just added). */
  focusBlockId: number | null;
  /** The last thing said to screen readers about the canvas (a block moved or resized by the keyboard). */
  announcement: string;
  saveStatus: SaveStatus;
  /** What the last failed save threw (an ApiError with the server's message and field errors, or a network error). */
  saveFailure: unknown;
  /** A block the canvas should scroll to, and when (spec 4: after adding, 300 ms later). */
  scrollTarget: { blockId: number; afterMs: number } | null;
}

const initial: BuilderUi = {
  courseId: null,
  history: null,
  loadedPageIds: new Set(),
  loadingPageId: null,
  pageLoadFailed: false,
  selectedBlockId: null,
  panel: "palette",
  leftOpen: true,
  rightOpen: true,
  overlay: false,
  focusBlockId: null,
  announcement: "",
  saveStatus: "idle",
  saveFailure: null,
  scrollTarget: null,
};

/**
 * One builder at a time, so one store. Everything the author edits goes through `commit`, which records an
 * undo step (course-model's history decides what counts as an edit); the rest is view state.
 */
export const useBuilderStore = create<BuilderUi>(() => ({ ...initial }));

/** Leaving the builder forgets everything, the copied block included (spec 2 navigation rules). */
export function resetBuilder(): void {
  useBuilderStore.setState({ ...initial, loadedPageIds: new Set() });
}

export function startBuilder(courseId: number, state: BuilderState, loadedPageIds: ReadonlySet<number>): void {
  useBuilderStore.setState({
    ...initial,
    ...initialDrawers(),
    courseId,
    history: createHistory(state),
    loadedPageIds,
  });
}

/** The present builder state; throws before the course has loaded (callers run inside the loaded builder). */
export function currentState(): BuilderState {
  const { history } = useBuilderStore.getState();
  if (!history) throw new Error("the course builder has not loaded");
  return history.present;
}

/** Applies an edit (or a selection change) to the builder state, keeping undo history. */
export function commit(next: BuilderState): void {
  const { history } = useBuilderStore.getState();
  if (!history) return;
  const recorded = record(history, next);
  if (recorded !== history) useBuilderStore.setState({ history: recorded });
}

/** Replaces the whole history, after a save: earlier states hold temporary ids that now exist. */
export function restartHistory(state: BuilderState): void {
  const { history } = useBuilderStore.getState();
  useBuilderStore.setState({ history: history ? resetHistory(history, state) : createHistory(state) });
}

export function undoEdit(): void {
  const { history } = useBuilderStore.getState();
  if (history && canUndo(history))
    useBuilderStore.setState({ history: undo(history), ...keepSelection(undo(history)) });
}

export function redoEdit(): void {
  const { history } = useBuilderStore.getState();
  if (history && canRedo(history))
    useBuilderStore.setState({ history: redo(history), ...keepSelection(redo(history)) });
}

// Undo may remove the selected block (undoing its creation): the drawer must not point at a ghost.
function keepSelection(history: BuilderHistory): Partial<BuilderUi> {
  const { selectedBlockId, panel } = useBuilderStore.getState();
  if (selectedBlockId === null) return {};
  const { present } = history;
  const alive =
    (present.existing.blocks[selectedBlockId] && !present.deleted.blocks.includes(selectedBlockId)) ||
    present.new.blocks[selectedBlockId];
  return alive ? {} : { selectedBlockId: null, panel: panel === "block" ? "palette" : panel };
}

/** Hooks for components: the present state and the flags the toolbar shows. */
export const useBuilderState = (): BuilderState | null => useBuilderStore((s) => s.history?.present ?? null);
export const useCanUndo = () => useBuilderStore((s) => (s.history ? canUndo(s.history) : false));
export const useCanRedo = () => useBuilderStore((s) => (s.history ? canRedo(s.history) : false));
export const useDirty = () => useBuilderStore((s) => (s.history ? dataChanged(s.history.present) : false));

/** Says something to screen readers through the builder's live region (a repeat is still read out). */
export function announce(text: string): void {
  const { announcement } = useBuilderStore.getState();
  useBuilderStore.setState({ announcement: announcement === text ? `${text}\u00a0` : text });
}
