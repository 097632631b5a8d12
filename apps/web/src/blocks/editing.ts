import { createContext, useContext } from "react";

/** A page an action may link to. */
export interface LinkablePage {
  id: number;
  title: string;
  /** The topic's title in a course with topics, else null. */
  topicTitle: string | null;
}

/** A block a display condition may watch (condition-capable per spec 3; the editor filters by kind). */
export interface ConditionTarget {
  id: number;
  type: number;
  /** What the author recognises it by: its type's name and the start of its text. */
  label: string;
  pageId: number;
  pageTitle: string;
}

/**
 * What block editors need from the course around them. The builder provides it; editors read it with
 * useBlockEditing() rather than taking the whole builder state.
 */
export interface BlockEditingContextValue {
  courseId: number;
  pages: readonly LinkablePage[];
  /** Blocks of every loaded page except the one being edited. */
  conditionTargets: readonly ConditionTarget[];
  /** Loads the blocks of pages not opened yet, so conditionTargets covers the whole course. */
  loadAllPages(): Promise<void>;
}

export const BlockEditingContext = createContext<BlockEditingContextValue | null>(null);

export function useBlockEditing(): BlockEditingContextValue {
  const value = useContext(BlockEditingContext);
  if (!value) throw new Error("useBlockEditing outside the course builder");
  return value;
}
