import { MEDIA_TYPE, type MediaType } from "@coursewright/course-model";
import { and, asc, count, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { type MediaFolderRow, type MediaItemRow, mediaFolders, mediaItems } from "../../db/schema";
import { errors, ValidationError } from "../../http/errors";
import { folderAncestors, folderSubtree } from "./folderTree";

export const PER_PAGE = 30;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Db = Database | Tx;

export interface Page<T> {
  rows: T[];
  total: number;
}

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const inFolder = (column: typeof mediaItems.folder_id | typeof mediaFolders.parent_id, id: number | null) =>
  id === null ? isNull(column) : eq(column, id);

/**
 * Where a listing looks: the folder itself, or (recursive) the folder and every folder below it; a recursive
 * look from the root is the whole library (the user's own rows: the caller filters by user).
 */
function placeFilter(
  column: typeof mediaItems.folder_id | typeof mediaFolders.parent_id,
  id: number | null,
  recursive: boolean | undefined,
): SQL | undefined {
  if (!recursive) return inFolder(column, id);
  if (id === null) return undefined;
  return sql`${column} in (with recursive down(id) as (
      select id from media_folders where id = ${id}
      union
      select f.id from media_folders f join down on f.parent_id = down.id
    ) select id from down)`;
}

/**
 * The number of rows of a listing. A page that is neither full nor past the end is the last one, so the total
 * follows from it; only otherwise is counting (a scan of the whole folder) needed.
 */
async function totalOf(found: number, offset: number, counted: () => Promise<{ n: number }[]>): Promise<number> {
  if (found > 0 && found < PER_PAGE) return offset + found;
  if (found === 0 && offset === 0) return 0;
  const [row] = await counted();
  return row?.n ?? 0;
}

export interface ItemQuery {
  /** null: every type (the "all" listing). */
  type: MediaType | null;
  folderId: number | null;
  search?: string;
  page: number;
  /** Also the folders below folderId (every folder from the root). */
  recursive?: boolean;
}

/** One page of a folder's items, newest first; blocks' private media stay out of the library. */
export async function listItems(db: Db, userId: number, query: ItemQuery): Promise<Page<MediaItemRow>> {
  const filters: SQL[] = [eq(mediaItems.user_id, userId), eq(mediaItems.visible_in_medialibrary, true)];
  const place = placeFilter(mediaItems.folder_id, query.folderId, query.recursive);
  if (place) filters.push(place);
  if (query.type !== null) filters.push(eq(mediaItems.type, query.type));
  if (query.search) filters.push(sql`lower(${mediaItems.title}) like ${containsPattern(query.search)}`);
  const where = and(...filters);
  const offset = (query.page - 1) * PER_PAGE;
  const rows = await db
    .select()
    .from(mediaItems)
    .where(where)
    .orderBy(desc(mediaItems.created_at), desc(mediaItems.id))
    .limit(PER_PAGE)
    .offset(offset);
  return {
    rows,
    total: await totalOf(rows.length, offset, () => db.select({ n: count() }).from(mediaItems).where(where)),
  };
}

export interface FolderQuery {
  parentId: number | null;
  search?: string;
  page: number;
  /** Also the folders further below parentId (every folder from the root). */
  recursive?: boolean;
}

export async function listFolders(db: Db, userId: number, query: FolderQuery): Promise<Page<MediaFolderRow>> {
  const filters: SQL[] = [eq(mediaFolders.user_id, userId)];
  const place = placeFilter(mediaFolders.parent_id, query.parentId, query.recursive);
  if (place) filters.push(place);
  if (query.search) filters.push(sql`lower(${mediaFolders.title}) like ${containsPattern(query.search)}`);
  const where = and(...filters);
  const offset = (query.page - 1) * PER_PAGE;
  const rows = await db
    .select()
    .from(mediaFolders)
    .where(where)
    .orderBy(asc(mediaFolders.title), asc(mediaFolders.id))
    .limit(PER_PAGE)
    .offset(offset);
  return {
    rows,
    total: await totalOf(rows.length, offset, () => db.select({ n: count() }).from(mediaFolders).where(where)),
  };
}

/** The user's folder, or 404 (another creator's folder is answered exactly like a missing one). */
export async function getFolder(db: Db, userId: number, id: number): Promise<MediaFolderRow> {
  const [row] = await db
    .select()
    .from(mediaFolders)
    .where(and(eq(mediaFolders.id, id), eq(mediaFolders.user_id, userId)))
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}

/** Checks a target folder id from a request body: null is the root, anything else must be the user's. */
async function assertFolder(db: Db, userId: number, id: number | null | undefined): Promise<number | null> {
  if (id === null || id === undefined) return null;
  await getFolder(db, userId, id);
  return id;
}

export async function createFolder(
  db: Db,
  userId: number,
  input: { title: string; parent_id?: number | null },
): Promise<MediaFolderRow> {
  const parentId = await assertFolder(db, userId, input.parent_id);
  const [row] = await db
    .insert(mediaFolders)
    .values({ user_id: userId, title: input.title, parent_id: parentId })
    .returning();
  if (!row) throw new Error("insert returned no folder");
  return row;
}

export async function renameFolder(db: Db, userId: number, id: number, title: string): Promise<MediaFolderRow> {
  const [row] = await db
    .update(mediaFolders)
    .set({ title, updated_at: new Date() })
    .where(and(eq(mediaFolders.id, id), eq(mediaFolders.user_id, userId)))
    .returning();
  if (!row) throw errors.notFound();
  return row;
}

/** "file" covers every uploaded kind; "embed_video" only embedded videos. */
export type ItemKind = "file" | "embed_video";

const kindFilter = (kind: ItemKind) =>
  kind === "embed_video" ? eq(mediaItems.type, MEDIA_TYPE.VIDEO_EMBED) : ne(mediaItems.type, MEDIA_TYPE.VIDEO_EMBED);

export async function getItem(db: Db, userId: number, id: number, kind?: ItemKind): Promise<MediaItemRow> {
  const filters = [eq(mediaItems.id, id), eq(mediaItems.user_id, userId)];
  if (kind) filters.push(kindFilter(kind));
  const [row] = await db
    .select()
    .from(mediaItems)
    .where(and(...filters))
    .limit(1);
  if (!row) throw errors.notFound();
  return row;
}

export async function findItemById(db: Db, id: number): Promise<MediaItemRow | null> {
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  return row ?? null;
}

export async function renameItem(
  db: Db,
  userId: number,
  id: number,
  kind: ItemKind,
  title: string,
): Promise<MediaItemRow> {
  const [row] = await db
    .update(mediaItems)
    .set({ title, updated_at: new Date() })
    .where(and(eq(mediaItems.id, id), eq(mediaItems.user_id, userId), kindFilter(kind)))
    .returning();
  if (!row) throw errors.notFound();
  // Player answers that show this item (by its title) are built again.
  announceChange("media_owner", userId);
  return row;
}

export type NewMediaItem = Omit<typeof mediaItems.$inferInsert, "user_id" | "folder_id">;

/** Inserts an item into the user's folder (null: the root); 404 when the folder is not theirs. */
export async function insertItem(
  db: Db,
  userId: number,
  folderId: number | null | undefined,
  values: NewMediaItem,
): Promise<MediaItemRow> {
  const folder = await assertFolder(db, userId, folderId);
  const [row] = await db
    .insert(mediaItems)
    .values({ ...values, user_id: userId, folder_id: folder })
    .returning();
  if (!row) throw new Error("insert returned no media item");
  return row;
}

/** An id for a row inserted later (a SCORM package unpacks under its id before the row exists). */
export async function reserveItemId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence('media_items', 'id'))::int` })
    .from(sql`(select 1) as one`);
  if (!row) throw new Error("no id from the sequence");
  return Number(row.id);
}

export interface Selection {
  folders: number[];
  files: number[];
  embed_videos: number[];
}

/** Every id must be the user's (and of the right kind), else 404 for the whole request. */
async function assertSelection(db: Db, userId: number, selection: Selection): Promise<void> {
  const unique = (ids: number[]) => [...new Set(ids)];
  const folders = unique(selection.folders);
  if (folders.length > 0) {
    const [found] = await db
      .select({ n: count() })
      .from(mediaFolders)
      .where(and(eq(mediaFolders.user_id, userId), inArray(mediaFolders.id, folders)));
    if ((found?.n ?? 0) !== folders.length) throw errors.notFound();
  }
  for (const [kind, ids] of [
    ["file", unique(selection.files)],
    ["embed_video", unique(selection.embed_videos)],
  ] as const) {
    if (ids.length === 0) continue;
    const [found] = await db
      .select({ n: count() })
      .from(mediaItems)
      .where(and(eq(mediaItems.user_id, userId), inArray(mediaItems.id, ids), kindFilter(kind)));
    if ((found?.n ?? 0) !== ids.length) throw errors.notFound();
  }
}

/** Spec 5: a deletion naming nothing is refused with 'no ids passed for deletion'. */
export class NoIdsError extends ValidationError {
  override readonly messageKey = "media.no_ids";
  constructor() {
    super({ ids: [{ key: "media.no_ids" }] });
  }
}

/** Storage to clear once the deletion has committed: single files and unpacked package folders. */
export interface StorageLeftovers {
  keys: string[];
  prefixes: string[];
}

/** Deletes folders (with everything below them) and items in one transaction. */
export async function deleteSelection(db: Database, userId: number, selection: Selection): Promise<StorageLeftovers> {
  if (selection.folders.length + selection.files.length + selection.embed_videos.length === 0) throw new NoIdsError();
  const left = await db.transaction(async (tx) => {
    await assertSelection(tx, userId, selection);
    const folderIds = await folderSubtree(tx, userId, selection.folders);
    const itemIds = [...selection.files, ...selection.embed_videos];
    const conditions: SQL[] = [];
    if (itemIds.length > 0) conditions.push(inArray(mediaItems.id, itemIds));
    if (folderIds.length > 0) conditions.push(inArray(mediaItems.folder_id, folderIds));
    const removed =
      conditions.length === 0
        ? []
        : await tx
            .delete(mediaItems)
            .where(and(eq(mediaItems.user_id, userId), or(...conditions)))
            .returning();
    if (folderIds.length > 0) {
      await tx.delete(mediaFolders).where(and(eq(mediaFolders.user_id, userId), inArray(mediaFolders.id, folderIds)));
    }
    return leftovers(removed);
  });
  // Courses, pages and themes that showed a deleted item lost it (their references were cleared).
  announceChange("media_owner", userId);
  return left;
}

function leftovers(rows: MediaItemRow[]): StorageLeftovers {
  const keys: string[] = [];
  const prefixes: string[] = [];
  for (const row of rows) {
    if (row.storage_key) keys.push(row.storage_key);
    if (row.thumb_key) keys.push(row.thumb_key);
    if (row.type === MEDIA_TYPE.SCORM) prefixes.push(scormPrefix(row.id));
  }
  return { keys, prefixes };
}

export const scormPrefix = (id: number) => `scorm/${id}`;

/** A folder cannot go into itself or below itself: 422 errors.folder_id. */
export const moveIntoItself = () => ValidationError.field("folder_id", "media.move_into_itself");

export async function moveSelection(
  db: Database,
  userId: number,
  target: number | null,
  selection: Selection,
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertSelection(tx, userId, selection);
    if (target !== null) {
      const folder = await getFolder(tx, userId, target);
      const above = new Set([folder.id, ...(await folderAncestors(tx, folder)).map((f) => f.id)]);
      if (selection.folders.some((id) => above.has(id))) throw moveIntoItself();
    }
    const now = new Date();
    if (selection.folders.length > 0) {
      await tx
        .update(mediaFolders)
        .set({ parent_id: target, updated_at: now })
        .where(and(eq(mediaFolders.user_id, userId), inArray(mediaFolders.id, selection.folders)));
    }
    const itemIds = [...selection.files, ...selection.embed_videos];
    if (itemIds.length > 0) {
      await tx
        .update(mediaItems)
        .set({ folder_id: target, updated_at: now })
        .where(and(eq(mediaItems.user_id, userId), inArray(mediaItems.id, itemIds)));
    }
  });
}
