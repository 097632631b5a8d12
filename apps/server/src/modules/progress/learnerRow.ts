import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type CourseProgressRow, courseProgresses } from "../../db/schema";

/** The progress columns PostgreSQL keeps as jsonb: get_progress reads them as text (see LearnerProgressText). */
const JSON_COLUMNS = [
  "met_display_conditions",
  "desired_pages_order",
  "pages_progresses",
  "blocks_progresses",
] as const;
type JsonColumn = (typeof JSON_COLUMNS)[number];

/**
 * The learner's row with its jsonb columns as PostgreSQL's JSON text: get_progress splices them into its answer
 * as they are, instead of parsing them into objects only to stringify them again (a 2,000-page progress is
 * megabytes of JSON; issue 20).
 */
export type LearnerProgressText = Omit<CourseProgressRow, JsonColumn> & Record<JsonColumn, string>;

/**
 * The learner's progress row in a share, by a statement built once per database (get_progress reads it on every
 * player start): building the query with Drizzle cost more CPU than PostgreSQL spent answering it.
 */
function prepare(db: Database) {
  const { met_display_conditions, desired_pages_order, pages_progresses, blocks_progresses, ...plain } =
    getTableColumns(courseProgresses);
  return db
    .select({
      ...plain,
      met_display_conditions: sql<string>`${met_display_conditions}::text`,
      desired_pages_order: sql<string>`${desired_pages_order}::text`,
      pages_progresses: sql<string>`${pages_progresses}::text`,
      blocks_progresses: sql<string>`${blocks_progresses}::text`,
    })
    .from(courseProgresses)
    .where(
      and(
        eq(courseProgresses.share_id, sql.placeholder("shareId")),
        eq(courseProgresses.user_id, sql.placeholder("userId")),
      ),
    )
    .prepare("learner_progress_text");
}

const statements = new WeakMap<Database, ReturnType<typeof prepare>>();

export async function learnerProgressText(
  db: Database,
  shareId: string,
  userId: number,
): Promise<LearnerProgressText | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ shareId, userId });
  return row;
}

/** A row read with its jsonb columns parsed (a freshly inserted one) in the text form. */
export function asProgressText(row: CourseProgressRow): LearnerProgressText {
  return {
    ...row,
    met_display_conditions: JSON.stringify(row.met_display_conditions),
    desired_pages_order: JSON.stringify(row.desired_pages_order),
    pages_progresses: JSON.stringify(row.pages_progresses),
    blocks_progresses: JSON.stringify(row.blocks_progresses),
  };
}
