import type { BlockMedia, CourseWithContents, PlayerState, ProgressMode } from "@coursewright/course-model";
import { create } from "zustand";
import type { TakeOver } from "./storedProgress";

// What the player's screens draw from; playerStore.ts is what changes it.

/** "denied": the signed-in user may not play this course (not shared with them): the screen says so. */
export type PlayerPhase = "loading" | "ready" | "failed" | "left" | "denied";

export interface PlayerScreenState {
  phase: PlayerPhase;
  course: CourseWithContents | null;
  engine: PlayerState | null;
  mode: ProgressMode;
  persists: boolean;
  /** Pages whose blocks have arrived. */
  loaded: ReadonlySet<number>;
  media: ReadonlyMap<number, readonly BlockMedia[]>;
  /** A page is being fetched before the player can move to it. */
  waiting: boolean;
  /** Why the last start again failed (the server's translated sentence), or null. */
  restartError: string | null;
  restarting: boolean;
  /** The last time this page took over progress another window wrote (storedProgress.ts), for the notice. */
  takeOver: TakeOver | null;
  /**
   * The page's time ran out: the questions it marked unanswered (their block ids, in page order), shown to the
   * learner before the player moves on (continueAfterTimeUp).
   */
  timeUp: { questionIds: number[] } | null;
}

/** The screen before a run has anything to show (each run starts from it). */
export const INITIAL_SCREEN: PlayerScreenState = {
  phase: "loading",
  course: null,
  engine: null,
  mode: "server",
  persists: true,
  loaded: new Set(),
  media: new Map(),
  waiting: false,
  restartError: null,
  restarting: false,
  takeOver: null,
  timeUp: null,
};

export const usePlayerStore = create<PlayerScreenState>(() => INITIAL_SCREEN);
