import { useSyncExternalStore } from "react";
import { browserStorage } from "../../session/browserStorage";
import type { KeyValueStorage } from "../../session/storage";

// Whether the learner answers matching and diagram questions with lists rather than by drag and drop: chosen
// once, kept for every such question (the next page's, another course's, after a reload) in this browser.
// Kept apart from the board so the player's first load gains a few lines, not dnd-kit.

export const ANSWER_MODE_KEY = "cw.quiz.lists";

/** True when the learner chose lists; false when unset, unreadable or storage is denied. */
export function readListsPreferred(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(ANSWER_MODE_KEY) === "1";
  } catch {
    return false;
  }
}

export function writeListsPreferred(storage: KeyValueStorage, lists: boolean): void {
  try {
    if (lists) storage.setItem(ANSWER_MODE_KEY, "1");
    else storage.removeItem(ANSWER_MODE_KEY);
  } catch {
    // A full or refused storage: the choice still holds for this visit (the value below).
  }
}

// One value for the page, so that every board on it switches together and a refused write still counts.
let current: boolean | null = null;
const listeners = new Set<() => void>();

const snapshot = () => {
  current ??= readListsPreferred(browserStorage("local"));
  return current;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function setListsPreferred(lists: boolean) {
  current = lists;
  writeListsPreferred(browserStorage("local"), lists);
  for (const listener of listeners) listener();
}

/** The learner's remembered choice of lists over drag and drop, and the setter every board shares. */
export function useListsPreferred(): [boolean, (lists: boolean) => void] {
  return [useSyncExternalStore(subscribe, snapshot, () => false), setListsPreferred];
}
