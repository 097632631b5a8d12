import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback, constants as zlib } from "node:zlib";
import { eq } from "drizzle-orm";
import { onChange, onReset } from "../../cache/changes";
import { readCacheTtlMs } from "../../cache/settings";
import { createTtlCache } from "../../cache/ttlCache";
import { themes } from "../../db/schema";
import type { Db } from "../courses/db";

const gzip = promisify(gzipCallback);

/** One way to send an answer: its status, headers and bytes (null: none, a 304). */
export interface AnswerVariant {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

/**
 * A serialised player answer, ready to send as it is: the JSON bytes and their gzip (compressed once, when the
 * answer is built), each with its ETag, and the four ways of sending it with their headers. The ETag is a hash of
 * the bytes, so it stays the same when an answer is built again unchanged (by another process, or after its
 * seconds ran out) and differs whenever a byte differs.
 */
export interface CachedAnswer {
  etag: string;
  gzipEtag: string;
  plain: AnswerVariant;
  gzip: AnswerVariant;
  plainNotModified: AnswerVariant;
  gzipNotModified: AnswerVariant;
  /** The course's creator: a change in their media library rebuilds the answers that may show it. */
  ownerId: number;
}

/**
 * Serialised get_course and get_single_page_full_info answers, by a key that names everything the bytes depend
 * on besides media rows (course id and updated_at, which every builder save and settings change moves, preview
 * image, theme version, page, signed-URL window), so a changed course is never answered from an older entry.
 * Media items shown in an answer (titles, files) are the creator's: a change to them is announced as
 * media_owner and rebuilds that creator's answers. Like every read cache, an entry lives SESSION_CACHE_SECONDS
 * at most (0: built for every request). Concurrent misses share one build.
 */
const answers = createTtlCache<string, CachedAnswer>({ ttlMs: readCacheTtlMs, maxEntries: 500 });

onChange("media_owner", (id) => {
  const ownerId = Number(id);
  answers.forgetWhere((answer) => answer.ownerId === ownerId);
});
onReset(() => answers.clear());

const hashOf = (bytes: Buffer) => createHash("sha1").update(bytes).digest("base64url");

export function cachedAnswer(key: string, ownerId: number, build: () => Promise<string>): Promise<CachedAnswer> {
  return answers.get(key, async () => {
    const body = Buffer.from(await build());
    const gzipped = await gzip(body, { level: zlib.Z_BEST_COMPRESSION });
    const hash = hashOf(body);
    return answerOf(body, gzipped, `"${hash}"`, `"${hash}.gz"`, ownerId);
  });
}

function answerOf(body: Buffer, gzipped: Buffer, etag: string, gzipEtag: string, ownerId: number): CachedAnswer {
  // Access can be revoked at any time: the browser keeps the bytes but asks every time (no-cache).
  const common = { "cache-control": "private, no-cache", vary: "Accept-Encoding" };
  const json = "application/json; charset=utf-8";
  return {
    etag,
    gzipEtag,
    plain: {
      status: 200,
      headers: { ...common, etag, "content-type": json, "content-length": String(body.length) },
      body,
    },
    gzip: {
      status: 200,
      headers: {
        ...common,
        etag: gzipEtag,
        "content-type": json,
        "content-encoding": "gzip",
        "content-length": String(gzipped.length),
      },
      body: gzipped,
    },
    // A 304 carries no body at all: a "null" body with its length would leave keep-alive clients waiting.
    plainNotModified: { status: 304, headers: { ...common, etag }, body: null },
    gzipNotModified: { status: 304, headers: { ...common, etag: gzipEtag }, body: null },
    ownerId,
  };
}

/** What to send: 304 when If-None-Match holds the answer, else its bytes, gzipped when the client accepts it. */
export function answerVariant(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): AnswerVariant {
  const gzipped = acceptsGzip(acceptEncoding);
  if (matchesEtag(ifNoneMatch, answer)) return gzipped ? answer.gzipNotModified : answer.plainNotModified;
  return gzipped ? answer.gzip : answer.plain;
}

/** The cached answer alone (undefined: not in memory). */
export const peekAnswer = (key: string, now: number): CachedAnswer | undefined => answers.peek(key, now);

/** If-None-Match holds one of the answer's ETags (a list, or *). */
export function matchesEtag(header: string | undefined, answer: Pick<CachedAnswer, "etag" | "gzipEtag">): boolean {
  if (!header) return false;
  if (header === answer.etag || header === answer.gzipEtag) return true;
  return header
    .split(",")
    .map((part) => part.trim().replace(/^W\//, ""))
    .some((tag) => tag === answer.etag || tag === answer.gzipEtag || tag === "*");
}

/** Whether the client takes gzip (Accept-Encoding lists it, without q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const at = header.indexOf("gzip");
  if (at < 0) return false;
  const rest = header.slice(at + 4);
  const end = rest.indexOf(",");
  const params = end < 0 ? rest : rest.slice(0, end);
  return !/;\s*q=0(\.0*)?\s*$/.test(params);
}

/**
 * The part of the key that the course's theme decides: a theme edit moves its updated_at, and a deleted
 * background image clears its media id without touching updated_at. (The theme's courses_count is not part of
 * it: a cached answer may show an older count, which the player does not use.)
 */
const themeVersions = createTtlCache<number, string>({ ttlMs: readCacheTtlMs, maxEntries: 10_000 });

onChange("theme", (id) => themeVersions.forget(Number(id)));
// A deleted image clears a theme's background without an edit of the theme by its creator.
onChange("media_owner", () => themeVersions.clear());
onReset(() => themeVersions.clear());

export async function themeVersion(db: Db, themeId: number | null): Promise<string> {
  if (themeId === null) return "t0";
  return themeVersions.get(themeId, async () => {
    const [theme] = await db
      .select({ updated_at: themes.updated_at, image: themes.page_background_image_media_id })
      .from(themes)
      .where(eq(themes.id, themeId));
    return theme ? `t${themeId}.${theme.updated_at.getTime()}.${theme.image ?? 0}` : "t0";
  });
}

export const peekThemeVersion = (themeId: number | null, now: number): string | undefined =>
  themeId === null ? "t0" : themeVersions.peek(themeId, now);
