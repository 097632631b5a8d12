import type { ObjectiveState } from "@coursewright/course-model";

type Globals = Record<string, ObjectiveState>;

/**
 * The learner's shared global objectives a package just changed, told to the other SCORM blocks of the page: a
 * package already running there sees them at its next sequencing decision, as under one LMS (the server or the
 * browser's store has them for the packages launched later).
 */
const EVENT = "coursewright:scorm-globals";

interface Detail {
  from: object;
  changed: Globals;
}

export function announceGlobals(from: object, changed: Globals): void {
  if (Object.keys(changed).length === 0) return;
  window.dispatchEvent(new CustomEvent<Detail>(EVENT, { detail: { from, changed } }));
}

/** Calls `listener` with what the other blocks change; returns the unsubscribe. */
export function onGlobals(self: object, listener: (changed: Globals) => void): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<Detail>).detail;
    if (detail && detail.from !== self) listener(detail.changed);
  };
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
