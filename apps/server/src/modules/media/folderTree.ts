import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type MediaFolderRow, mediaFolders } from "../../db/schema";

// The media folders as a tree: the recursive reads (up to the root, down to every descendant), each one query.

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The folders above `id`, root first (for the breadcrumb). */
export async function folderAncestors(db: Db, folder: MediaFolderRow): Promise<MediaFolderRow[]> {
  if (folder.parent_id === null) return [];
  const chain = sql`(with recursive up(id, parent_id) as (
      select id, parent_id from media_folders where id = ${folder.parent_id}
      union all
      select f.id, f.parent_id from media_folders f join up on f.id = up.parent_id
    ) select id from up)`;
  const rows = await db
    .select()
    .from(mediaFolders)
    .where(and(eq(mediaFolders.user_id, folder.user_id), sql`${mediaFolders.id} in ${chain}`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered: MediaFolderRow[] = [];
  for (let id: number | null = folder.parent_id; id !== null; ) {
    const row = byId.get(id);
    if (!row) break;
    ordered.unshift(row);
    id = row.parent_id;
  }
  return ordered;
}

/**
 * For each of the folders `ids`: the titles from the root down to it (itself included), so results found in
 * sub-folders can say where they are. One query climbs from all of them at once.
 */
export async function folderPaths(db: Db, userId: number, ids: number[]): Promise<Map<number, string[]>> {
  const paths = new Map<number, string[]>();
  if (ids.length === 0) return paths;
  const chain = sql`(with recursive up(id) as (
      select id from media_folders where id in (${idList(ids)})
      union
      select f.parent_id from media_folders f join up on f.id = up.id where f.parent_id is not null
    ) select id from up)`;
  const rows = await db
    .select({ id: mediaFolders.id, parent_id: mediaFolders.parent_id, title: mediaFolders.title })
    .from(mediaFolders)
    .where(and(eq(mediaFolders.user_id, userId), sql`${mediaFolders.id} in ${chain}`));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const path: string[] = [];
    // The depth bound guards against a cycle that the move rules should never let happen.
    for (let at = byId.get(id); at && path.length <= byId.size; at = byId.get(at.parent_id ?? -1)) {
      path.unshift(at.title);
    }
    paths.set(id, path);
  }
  return paths;
}

/** The folders `ids` and everything below them. */
export async function folderSubtree(db: Db, userId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const tree = sql`(with recursive down(id) as (
      select id from media_folders where id in (${idList(ids)})
      union
      select f.id from media_folders f join down on f.parent_id = down.id
    ) select id from down)`;
  const rows = await db
    .select({ id: mediaFolders.id })
    .from(mediaFolders)
    .where(and(eq(mediaFolders.user_id, userId), sql`${mediaFolders.id} in ${tree}`));
  return rows.map((r) => r.id);
}
