import type { UpdateProgressRequest } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type CourseProgressRow, courses } from "../../db/schema";
import { type RowWrite, updateProgressRows, type WrittenRow } from "./batchUpdate";
import { createCourseVersions, sameVersion } from "./courseVersions";
import { createGroupCommit, type GroupCommitStats } from "./groupCommit";
import { droppedPage, judgeWith, needsJudging, progressIncomplete, storedCourseFor } from "./judging";
import { ownProgress } from "./service";

export type WriteResult =
  | { ok: true; row: WrittenRow }
  | { ok: false; stored: CourseProgressRow; attempts: number | null };

interface QueuedWrite extends RowWrite {
  /** The body as the learner sent it, to judge again when the course changed meanwhile. */
  sent: UpdateProgressRequest;
}

export interface ProgressWriterOptions {
  /** Most writes in one statement. */
  maxBatch?: number;
  /** Most statements running at once (each holds a pooled connection). */
  maxInFlight?: number;
}

/**
 * update_progress, the hottest write of the product (docs/decisions/010-progress-group-commit.md). A write is
 * judged with the version of its course this process knows (no read), then queued; concurrent writes are stored
 * by ONE conditional UPDATE (batchUpdate.ts) per batch (groupCommit.ts). A refused row costs a diagnosis query:
 * not found 404, another's 403, revoked share 404 course_unavailable; a course changed since the version it was
 * judged with is judged again with the current one and written alone, once; anything else is stale (409 with
 * the stored progress).
 */
export function createProgressWriter(db: Database, options: ProgressWriterOptions = {}) {
  const versions = createCourseVersions(db);

  /**
   * A completion of the stored attempt refused for its dealt order (it leaves out pages the attempt has) is a
   * forged finish, not a stale write: 422 naming the first page left out, as for any page not complete.
   */
  async function refuseDroppedPages(sent: UpdateProgressRequest, found: Awaited<ReturnType<typeof ownProgress>>) {
    if (!sent.completed || found.progress.current_attempt_number !== sent.current_attempt_number) return;
    const [deal] = await db
      .select({ randomize_pages_order: courses.randomize_pages_order, limit_pages_number: courses.limit_pages_number })
      .from(courses)
      .where(eq(courses.id, found.version.course_id));
    const page = droppedPage(
      await storedCourseFor(db, found.version),
      found.progress.desired_pages_order,
      sent.desired_pages_order,
      deal ?? { randomize_pages_order: true, limit_pages_number: null },
    );
    if (page) throw progressIncomplete(page);
  }

  async function settleRefused(write: QueuedWrite): Promise<WriteResult> {
    const found = await ownProgress(db, write.progressId, write.userId);
    if (write.version && !sameVersion(write.version, found.version)) {
      versions.remember(write.progressId, found.version);
      const body = await judgeWith(db, found.version, write.sent);
      // Judged with the version just read, as a write without the cache would be; written without the check.
      const [row] = await updateProgressRows(db, [{ ...write, body, version: null }]);
      if (row) return { ok: true, row };
      const again = await ownProgress(db, write.progressId, write.userId);
      await refuseDroppedPages(write.sent, again);
      return { ok: false, stored: again.progress, attempts: again.attempts };
    }
    await refuseDroppedPages(write.sent, found);
    return { ok: false, stored: found.progress, attempts: found.attempts };
  }

  const commit = createGroupCommit<QueuedWrite, WriteResult>({
    key: (write) => write.progressId,
    maxBatch: options.maxBatch ?? 100,
    maxInFlight: options.maxInFlight ?? 2,
    async writeBatch(writes) {
      const rows = await updateProgressRows(db, writes);
      return Promise.all(
        writes.map(async (write, i): Promise<WriteResult | Error> => {
          const row = rows[i];
          if (row) return { ok: true, row };
          try {
            return await settleRefused(write);
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error));
          }
        }),
      );
    },
  });

  return {
    /** Stores the learner's progress; resolves when it is committed (or refused). */
    async write(progressId: number, userId: number, sent: UpdateProgressRequest): Promise<WriteResult> {
      const version = needsJudging(sent) ? await versions.of(progressId) : null;
      // An unknown row is not judged: the UPDATE refuses it and the diagnosis answers 404.
      const body = version ? await judgeWith(db, version, sent) : sent;
      return commit.submit({ progressId, userId, body, version, sent });
    },
    stats: (): GroupCommitStats => commit.stats(),
  };
}

export type ProgressWriter = ReturnType<typeof createProgressWriter>;
