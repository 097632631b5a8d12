import { onChange, onReset } from "../../cache/changes";
import { readCacheTtlMs } from "../../cache/settings";
import { createTtlCache } from "../../cache/ttlCache";
import type { Database } from "../../db/open";
import { type LandingSnapshot, loadSnapshot } from "./snapshot";

/**
 * Landing snapshots by hub id, as this process last read them: SESSION_CACHE_SECONDS at most (docs/decisions/008),
 * forgotten at once when something they show changes: the hub (its services move its version, whose row trigger
 * tells every process), one of its courses, its creator's name, media or theme. null: no such hub.
 */
const snapshots = createTtlCache<number, LandingSnapshot | null>({ ttlMs: readCacheTtlMs, maxEntries: 1000 });

onChange("hub", (id) => snapshots.forget(Number(id)));
onChange("course", (id) => {
  const courseId = Number(id);
  snapshots.forgetWhere((snapshot) => snapshot?.courses.some((course) => course.id === courseId) ?? false);
});
onChange("user", (id) => {
  const userId = Number(id);
  snapshots.forgetWhere((snapshot) => snapshot?.owner.id === userId);
});
onChange("media_owner", (id) => {
  const userId = Number(id);
  snapshots.forgetWhere((snapshot) => snapshot?.owner.id === userId);
});
onChange("theme", (id) => {
  const themeId = Number(id);
  snapshots.forgetWhere((snapshot) => snapshot?.theme?.id === themeId);
});
onReset(() => snapshots.clear());

export function landingSnapshot(db: Database, hubId: number): Promise<LandingSnapshot | null> {
  return snapshots.get(hubId, () => loadSnapshot(db, hubId));
}

/** The snapshot when this process has it fresh (null: known to be no hub); undefined when it would have to load. */
export function peekLandingSnapshot(hubId: number, now: number): LandingSnapshot | null | undefined {
  return snapshots.peek(hubId, now);
}
