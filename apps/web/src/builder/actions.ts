import type {
  AddedBlockResult,
  BlockMediaPatch,
  BlockPatch,
  BlockTypeCode,
  BuilderState,
  GridRect,
  MediaItem,
  PagePatch,
  PagePlace,
  PageTemplateContent,
  SavingResult,
} from "@coursewright/course-model";
import * as model from "@coursewright/course-model";
import i18next from "i18next";
import { loadLanguageMessages } from "../i18n";
import { type ArrowKey, nudgedRect } from "./canvas/nudge";
import { contentMessagesLoaded, contentTranslator } from "./contentDefaults";
import { opened, toggled } from "./drawer/drawerMode";
import { ensurePageLoaded, loadAllPages } from "./pageLoading";
import { pageTemplatesApi } from "./pageTemplates/api";
import { saveCourse } from "./save";
import { commit, currentState, type RightPanel, useBuilderStore } from "./store";

/**
 * What the builder's controls do. Each is a course-model rule applied to the present state and committed
 * (one undo step); this file only adds what the screen needs around the rule: selection, the drawer, loading
 * a page's blocks before they are needed, and the immediate save spec 4 asks for after page changes.
 */

/**
 * What a new block or a copied page starts with is content: in the course's language (contentDefaults.ts). If
 * that language's messages are not here yet, they are fetched for the next block, and this one takes the
 * interface's words.
 */
const translate: model.Translate = (key, params) => {
  const course = currentState().course.language;
  if (!contentMessagesLoaded(i18next, course) && course !== null) void loadLanguageMessages(course);
  return contentTranslator(i18next, course)(key, params);
};

const editable = () => useBuilderStore.getState().saveStatus !== "saving";

function edit(change: (state: BuilderState) => BuilderState): void {
  if (!editable()) return;
  commit(change(currentState()));
}

async function editAndSave(change: (state: BuilderState) => SavingResult): Promise<boolean> {
  if (!editable()) return false;
  const { state, saveNow } = change(currentState());
  commit(state);
  return saveNow ? saveCourse() : true;
}

function placeAdded(result: AddedBlockResult): void {
  commit(result.state);
  const { overlay } = useBuilderStore.getState();
  useBuilderStore.setState({
    selectedBlockId: result.blockId,
    panel: "block",
    // Over the canvas, the drawer the block came from closes so the new block shows; beside it, the block's
    // properties take the palette's place.
    ...(overlay ? { leftOpen: false, rightOpen: false } : { rightOpen: true }),
    scrollTarget: { blockId: result.blockId, afterMs: result.scrollAfterMs },
    focusBlockId: result.blockId,
  });
}

// Topics

export function addTopic(title: string): number | null {
  if (!editable()) return null;
  const result = model.addTopic(currentState(), { title });
  commit(result.state);
  return result.topicId;
}

export const renameTopic = (topicId: number, title: string) => edit((s) => model.renameTopic(s, topicId, title));
export const moveTopic = (topicId: number, toIndex: number) => edit((s) => model.moveTopic(s, topicId, toIndex));

/** A topic goes with its pages, so every page must be loaded to clean the references to them. */
export async function deleteTopic(topicId: number): Promise<boolean> {
  await loadAllPages();
  return editAndSave((s) => model.deleteTopic(s, topicId));
}

// Pages

export async function addPage(topicId?: number | null): Promise<boolean> {
  const title = translate("builder.tree.new_page_title");
  const saved = await editAndSave((s) => model.addPage(s, { title, topicId }));
  useBuilderStore.setState({ selectedBlockId: null });
  return saved;
}

export async function selectPage(pageId: number): Promise<void> {
  const state = currentState();
  if (state.activePageId !== pageId) {
    commit(model.setActivePage(state, pageId));
    const { panel, overlay } = useBuilderStore.getState();
    useBuilderStore.setState({
      selectedBlockId: null,
      panel: panel === "block" ? "palette" : panel,
      // The tree over the canvas has done its job: the page chosen shows.
      ...(overlay ? { leftOpen: false } : {}),
    });
  }
  await ensurePageLoaded(pageId);
}

export const renamePage = (pageId: number, title: string) => edit((s) => model.renamePage(s, pageId, title));
export const updatePage = (pageId: number, patch: PagePatch) => edit((s) => model.updatePage(s, pageId, patch));
export const movePage = (pageId: number, to: { topicId?: number | null; index: number }) =>
  edit((s) => model.movePage(s, pageId, to));

export async function duplicatePage(pageId: number): Promise<boolean> {
  await ensurePageLoaded(pageId, { showLoader: false });
  return editAndSave((s) => model.duplicatePage(s, pageId, translate));
}

/** What a page template keeps of the page (its blocks loaded first). */
export async function pageTemplateContent(pageId: number): Promise<PageTemplateContent> {
  await ensurePageLoaded(pageId, { showLoader: false });
  return model.pageTemplateContent(currentState(), pageId);
}

/**
 * Inserts one of the creator's page templates as a new page, at `place` or after the page being edited; it
 * becomes the active page and the course is saved at once, as after duplicating a page.
 */
export async function insertPageTemplate(templateId: number, place: PagePlace | null): Promise<boolean> {
  const template = await pageTemplatesApi.get(templateId);
  const saved = await editAndSave((s) => model.insertPageTemplate(s, template, place ?? model.templatePlace(s)));
  useBuilderStore.setState({ selectedBlockId: null });
  return saved;
}

/**
 * Actions and display conditions on any page may point at this page or its blocks, so the whole course is
 * loaded first; otherwise a reference on a page not opened yet would outlive its target.
 */
export async function deletePage(pageId: number): Promise<boolean> {
  await loadAllPages();
  const saved = await editAndSave((s) => model.deletePage(s, pageId));
  const { activePageId } = currentState();
  if (activePageId !== null) await ensurePageLoaded(activePageId);
  return saved;
}

// Blocks

export function addBlock(type: BlockTypeCode): void {
  if (!editable() || currentState().activePageId === null) return;
  placeAdded(model.addBlock(currentState(), { type, translate }));
}

/** A drag or resize on the canvas: the block takes its new place and those it covers move down (course-model). */
export const moveBlock = (blockId: number, place: GridRect) => edit((s) => model.moveBlock(s, blockId, place));
export const updateBlock = (blockId: number, patch: BlockPatch) => edit((s) => model.updateBlock(s, blockId, patch));

export function deleteBlock(blockId: number): void {
  edit((s) => model.deleteBlock(s, blockId));
  const { selectedBlockId, panel } = useBuilderStore.getState();
  if (selectedBlockId === blockId)
    useBuilderStore.setState({ selectedBlockId: null, panel: panel === "block" ? "palette" : panel });
}

export function copyBlock(blockId: number): void {
  commit(model.copyBlock(currentState(), blockId));
}

/** Throws the spec's 'there is no duplicated page block' when nothing was copied; the caller tells the author. */
export function pasteBlock(): void {
  if (!editable() || currentState().activePageId === null) return;
  placeAdded(model.pasteBlock(currentState()));
}

export function duplicateBlock(blockId: number): void {
  if (!editable()) return;
  placeAdded(model.duplicateBlock(currentState(), blockId));
}

export function selectBlock(blockId: number | null): void {
  const { panel, overlay } = useBuilderStore.getState();
  useBuilderStore.setState({
    selectedBlockId: blockId,
    panel: blockId === null ? (panel === "block" ? "palette" : panel) : "block",
    // A drawer over the canvas would hide the block just chosen: the rail's Block button opens it.
    ...(blockId === null || overlay ? {} : { rightOpen: true }),
  });
}

/**
 * The keyboard's move and resize of a block (arrow keys on the selected block): one cell at a time, through
 * the same rule as a drag (course-model moveBlock), so blocks in the way move down. Returns the block's new
 * place, or null when nothing changed (the page's edge, the type's size limits, a save running).
 */
export function nudgeBlock(
  blockId: number,
  key: ArrowKey,
  options: { resize: boolean; rtl: boolean },
): model.GridRect | null {
  if (!editable()) return null;
  const block = model.findItem(currentState(), "blocks", blockId);
  if (!block) return null;
  const { x, y, w, h } = block.displaying_settings;
  const place = nudgedRect({ x, y, w, h }, key, { ...options, minSize: model.getBlockLayout(block.type).minSize });
  if (!place) return null;
  commit(model.moveBlock(currentState(), blockId, place));
  // After the grid's short slide to the new place, so the view follows the block.
  useBuilderStore.setState({ scrollTarget: { blockId, afterMs: 250 } });
  return place;
}

// Block media

export function addBlockMedia(blockId: number, item: MediaItem, patch?: BlockMediaPatch): void {
  edit((s) => model.addBlockMedia(s, blockId, { item, ...patch }).state);
}
export const updateBlockMedia = (mediaId: number, patch: BlockMediaPatch) =>
  edit((s) => model.updateBlockMedia(s, mediaId, patch));
export const moveBlockMedia = (mediaId: number, toIndex: number) =>
  edit((s) => model.moveBlockMedia(s, mediaId, toIndex));
export const deleteBlockMedia = (mediaId: number) => edit((s) => model.deleteBlockMedia(s, mediaId));

// Drawers

export function showPanel(panel: RightPanel): void {
  useBuilderStore.setState((s) => ({ panel, ...opened(s, "right") }));
}
export const openLeft = () => useBuilderStore.setState((s) => opened(s, "left"));
export const closeDrawers = () => useBuilderStore.setState({ leftOpen: false, rightOpen: false });
export const toggleLeft = () => useBuilderStore.setState((s) => toggled(s, "left"));
export const toggleRight = () => useBuilderStore.setState((s) => toggled(s, "right"));
