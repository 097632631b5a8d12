import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type CourseProgressRow, courseProgresses } from "../../db/schema";

/**
 * The learner's progress row in a share, by a statement built once per database (get_progress reads it on every
 * player start): building the query with Drizzle cost more CPU than PostgreSQL spent answering it.
 */
function prepare(db: Database) {
  return db
    .select()
    .from(courseProgresses)
    .where(
      and(
        eq(courseProgresses.share_id, sql.placeholder("shareId")),
        eq(courseProgresses.user_id, sql.placeholder("userId")),
      ),
    )
    .prepare("learner_progress_row");
}

const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

export async function learnerProgressRow(
  db: Database,
  shareId: string,
  userId: number,
): Promise<CourseProgressRow | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ shareId, userId });
  return row;
}
