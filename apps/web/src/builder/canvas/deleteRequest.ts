import { create } from "zustand";

/**
 * The block waiting for the author's "yes, delete" (toolbar button and the Delete key ask the same
 * question in the same dialog).
 */
export const useDeleteRequest = create<{ blockId: number | null }>(() => ({ blockId: null }));

export const requestDeleteBlock = (blockId: number) => useDeleteRequest.setState({ blockId });
export const cancelDeleteBlock = () => useDeleteRequest.setState({ blockId: null });
