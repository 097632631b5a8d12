import type { PagePlace } from "@coursewright/course-model";
import { create } from "zustand";

/**
 * Which page template dialog is open. The tree's menus open them and the dialogs live once beside the tree,
 * so the rows stay small. `place` null inserts after the page being edited.
 */
interface PageTemplateDialogs {
  saving: { pageId: number; title: string } | null;
  inserting: { place: PagePlace | null } | null;
  openSave(pageId: number, title: string): void;
  openInsert(place: PagePlace | null): void;
  close(): void;
}

export const usePageTemplateDialogs = create<PageTemplateDialogs>((set) => ({
  saving: null,
  inserting: null,
  openSave: (pageId, title) => set({ saving: { pageId, title }, inserting: null }),
  openInsert: (place) => set({ inserting: { place }, saving: null }),
  close: () => set({ saving: null, inserting: null }),
}));
