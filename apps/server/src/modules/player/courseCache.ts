import { eq } from "drizzle-orm";
import { themes } from "../../db/schema";
import type { Db } from "../courses/db";

/**
 * Serialised get_course answers by course version. The key names everything the bytes depend on (the course
 * id, its updated_at, which every builder save and settings change moves, its preview image, its theme's
 * version, and the 6-hour block that signed media URLs expire in), so an entry can never be stale and
 * processes need not agree on anything: each fills its own. A small LRU bounds the memory.
 */
export interface CachedAnswer {
  etag: string;
  body: string;
}

export function createAnswerCache(maxEntries = 200) {
  const entries = new Map<string, CachedAnswer>();
  return {
    async get(key: string, build: () => Promise<string>): Promise<CachedAnswer> {
      const hit = entries.get(key);
      if (hit) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const answer = { etag: `"${key}"`, body: await build() };
      entries.set(key, answer);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return answer;
    },
  };
}

/** If-None-Match holds the ETag (a list, or *). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((part) => part.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * The part of the key that the course's theme decides: a theme edit moves its updated_at, and a deleted
 * background image clears its media id without touching updated_at. (The theme's courses_count is not part of
 * it: a cached answer may show an older count, which the player does not use.)
 */
export async function themeVersion(db: Db, themeId: number | null): Promise<string> {
  if (themeId === null) return "t0";
  const [theme] = await db
    .select({ updated_at: themes.updated_at, image: themes.page_background_image_media_id })
    .from(themes)
    .where(eq(themes.id, themeId));
  return theme ? `t${themeId}.${theme.updated_at.getTime()}.${theme.image ?? 0}` : "t0";
}
