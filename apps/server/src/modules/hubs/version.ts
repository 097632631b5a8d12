import { eq, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import { hubs } from "../../db/schema";
import type { Db } from "../courses/db";

/**
 * Marks a change to what a hub shows (its settings, courses, bundles, events or banners), inside the transaction
 * that makes it: the version names the new state and the row's trigger tells every process's landing cache.
 */
export async function touchHub(tx: Db, hubId: number): Promise<void> {
  await tx
    .update(hubs)
    .set({ version: sql`${hubs.version} + 1`, updated_at: sql`now()` })
    .where(eq(hubs.id, hubId));
}

/** Every hub of a creator shows their category and tag titles: a change to those is a change to each hub. */
export async function touchHubsOfUser(tx: Db, userId: number): Promise<number[]> {
  const rows = await tx
    .update(hubs)
    .set({ version: sql`${hubs.version} + 1` })
    .where(eq(hubs.user_id, userId))
    .returning({ id: hubs.id });
  return rows.map((row) => row.id);
}

/** This process forgets at once, after the commit (the others hear the trigger's notice). */
export function announceHubs(ids: Iterable<number>): void {
  for (const id of ids) announceChange("hub", id);
}
