import type { QuestionClock } from "./questionClock";

// The question clock is loaded with the first question a page draws, not with the player: pages without questions
// never need it, and the player's first load stays under its 150 KB budget (bench/RESULTS.md).
let clock: QuestionClock | null = null;
let loading: Promise<QuestionClock> | null = null;

function loadClock(): Promise<QuestionClock> {
  loading ??= import("./questionClock").then(
    (module) => {
      clock = module.questionClock;
      return clock;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts timing a question while its block is drawn; the returned function stops it. Loading the clock takes a
 * moment the first time; a block gone before it arrived is never counted.
 */
export function timeQuestionWhileDrawn(blockId: number): () => void {
  let drawn = true;
  let counted = false;
  if (clock) {
    clock.shown(blockId);
    counted = true;
  } else {
    loadClock().then(
      (loaded) => {
        if (!drawn) return;
        loaded.shown(blockId);
        counted = true;
      },
      (error: unknown) => console.error("loading the question clock failed", error),
    );
  }
  return () => {
    drawn = false;
    if (counted) clock?.gone(blockId);
  };
}

/** The question clock when a question has been drawn on this page load; null before (nothing to read or reset). */
export const loadedQuestionClock = (): QuestionClock | null => clock;
