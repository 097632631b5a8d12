import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type HubRow, hubBanners, hubBundles } from "../../db/schema";
import { ValidationError } from "../../http/errors";
import { announceHubs, touchHub } from "./version";

const TABLES = { bundles: hubBundles, banners: hubBanners } as const;
export type OrderedItemKind = keyof typeof TABLES;

/**
 * Puts a hub's bundles or banners in the order of `ids`, which must name each of them once: a list made from a
 * stale screen (an item added or deleted elsewhere meanwhile) is refused rather than half applied.
 */
export async function reorderItems(db: Database, hub: HubRow, kind: OrderedItemKind, ids: number[]): Promise<void> {
  const table = TABLES[kind];
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).where(eq(table.hub_id, hub.id)).for("update");
    const stored = new Set(rows.map((row) => row.id));
    const named = new Set(ids);
    if (named.size !== ids.length || named.size !== stored.size || ids.some((id) => !stored.has(id))) {
      throw new ValidationError({ ids: [{ key: "validation.invalid" }] });
    }
    for (const [order, id] of ids.entries()) {
      await tx
        .update(table)
        .set({ order, updated_at: sql`now()` })
        .where(and(eq(table.id, id), eq(table.hub_id, hub.id)));
    }
    await touchHub(tx, hub.id);
  });
  announceHubs([hub.id]);
}
