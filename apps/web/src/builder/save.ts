import {
  applySaveAnswer,
  type BuilderState,
  dataChanged,
  type FullPage,
  flattenCourseContent,
  layoutOverlaps,
  type SaveOverlap,
  toSavePayload,
} from "@coursewright/course-model";
import { embeddedLaunch } from "../embedded/embeddedSession";
import { builderApi } from "./api";
import { restartHistory, useBuilderStore } from "./store";

let running: Promise<boolean> | null = null;

/** Blocks the save would leave on one cell: the server would refuse them, so the builder does not send it. */
export class LayoutOverlapError extends Error {
  constructor(readonly overlaps: readonly SaveOverlap[]) {
    super(`${overlaps.length} pair(s) of blocks overlap`);
    this.name = "LayoutOverlapError";
  }
}

/**
 * Sends every change at once (spec 4, 7) and starts again from what the server stored: the course is reset,
 * the pages that were open are fetched again under their stored ids, the active page and the selected
 * block follow their temporary ids through the id maps, and the undo history restarts. The builder is
 * read-only while this runs (saveStatus "saving"), so no edit can fall between what was sent and the reset.
 * A second call while one runs waits for it. A layout the server would refuse (two blocks on one cell) is
 * not sent: the failure names the blocks instead.
 */
export function saveCourse(): Promise<boolean> {
  running ??= runSave().finally(() => {
    running = null;
  });
  return running;
}

async function runSave(): Promise<boolean> {
  const { courseId, history, loadedPageIds, selectedBlockId } = useBuilderStore.getState();
  if (courseId === null || !history) return false;
  const sent: BuilderState = history.present;
  if (!dataChanged(sent)) return true;
  // The canvas never makes an overlap, but a page stored before it refused them may hold one.
  const overlaps = layoutOverlaps(sent);
  if (overlaps.length > 0) {
    useBuilderStore.setState({ saveStatus: "failed", saveFailure: new LayoutOverlapError(overlaps) });
    return false;
  }
  useBuilderStore.setState({ saveStatus: "saving", saveFailure: null });
  try {
    // Spec 7: a builder embedded by an integration names the external system's author with every save.
    const author = embeddedLaunch()?.integration_user_id ?? null;
    const answer = await builderApi.save(courseId, toSavePayload(sent, author));
    const pageIdOf = (id: number) => answer.pages_id_map[String(id)] ?? id;
    const stored = new Set(answer.data.pages.map((page) => page.id));
    const reopen = [...loadedPageIds, ...(sent.activePageId === null ? [] : [sent.activePageId])]
      .map(pageIdOf)
      .filter((id, index, all) => stored.has(id) && all.indexOf(id) === index);
    const pages: FullPage[] = await Promise.all(reopen.map((id) => builderApi.fullPage(id)));
    const byId = new Map(pages.map((page) => [page.id, page]));
    const content = flattenCourseContent(
      answer.data.topics,
      answer.data.pages.map((page) => byId.get(page.id) ?? page),
    );
    const next = applySaveAnswer(sent, answer, content);
    restartHistory(next);
    const selected =
      selectedBlockId === null ? null : (answer.blocks_id_map[String(selectedBlockId)] ?? selectedBlockId);
    useBuilderStore.setState({
      saveStatus: "idle",
      loadedPageIds: new Set(reopen),
      selectedBlockId: selected !== null && next.existing.blocks[selected] ? selected : null,
    });
    return true;
  } catch (error) {
    useBuilderStore.setState({ saveStatus: "failed", saveFailure: error });
    return false;
  }
}
