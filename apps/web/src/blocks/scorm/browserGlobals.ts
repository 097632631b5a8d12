import { mergeGlobals, type ObjectiveState } from "@coursewright/course-model";

type Globals = Record<string, ObjectiveState>;

/** The previews' shared globals, for as long as the page is open (they keep no progress either). */
const pageGlobals = new Map<string, Globals>();

/**
 * The learner's global objectives shared across packages (adlseq:objectivesGlobalToSystem) where the progress
 * stays in the browser: one store per progress mode, in the page's memory, and in `storage` (local mode) too.
 */
export function browserGlobals(mode: string, storage: Storage | null) {
  const key = `coursewright.scorm.globals:${mode}`;
  const read = (): Globals => {
    // The browser's storage first (local mode): another tab may have written since.
    try {
      const stored = storage?.getItem(key);
      const parsed: unknown = stored ? JSON.parse(stored) : null;
      if (typeof parsed === "object" && parsed !== null) return parsed as Globals;
    } catch {
      // Unreadable: the page view's copy.
    }
    return pageGlobals.get(key) ?? {};
  };
  return {
    read,
    /** Merges a package's changes field by field (as the server does): other packages' values stay. */
    merge(changed: Globals): void {
      if (Object.keys(changed).length === 0) return;
      // Read again first: another block on the page may have written since this one mounted.
      const next = mergeGlobals(read(), changed);
      pageGlobals.set(key, next);
      try {
        storage?.setItem(key, JSON.stringify(next));
      } catch {
        // A full storage keeps the page-view copy only.
      }
    },
  };
}
