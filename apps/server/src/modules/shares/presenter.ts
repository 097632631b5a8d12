import type {
  CourseShare,
  LearnerProgressSummary,
  ProgressState,
  ShareKind,
  ShareLearner,
} from "@coursewright/course-model";
import type { CourseProgressRow, CourseShareRow } from "../../db/schema";

export const shareUrl = (publicUrl: string, shareId: string) =>
  `${publicUrl}/courseShares/playerInitialPage/${shareId}`;

export const shareKind = (kind: string): ShareKind => (kind === "email" ? "email" : "public");

type SummaryFields = Pick<
  CourseProgressRow,
  "id" | "completed" | "passed" | "pass_percent" | "current_attempt_number" | "updated_at" | "revision"
>;

/** A progress row that was never written (revision 0) is "not started": opening the player creates it empty. */
export function progressState(row: Pick<SummaryFields, "completed" | "revision"> | null | undefined): ProgressState {
  if (!row || (row.revision === 0 && !row.completed)) return "not_started";
  return row.completed ? "completed" : "in_progress";
}

export function presentProgressSummary(row: SummaryFields | null | undefined): LearnerProgressSummary | null {
  if (!row) return null;
  const state = progressState(row);
  return {
    progress_id: row.id,
    state: state === "completed" ? "completed" : "in_progress",
    passed: row.passed,
    pass_percent: row.pass_percent,
    current_attempt_number: row.current_attempt_number,
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentShare(row: CourseShareRow, publicUrl: string, learners: ShareLearner[]): CourseShare {
  return {
    id: row.id,
    course_id: row.course_id,
    kind: shareKind(row.kind),
    url: shareUrl(publicUrl, row.id),
    created_at: row.created_at.toISOString(),
    learners,
  };
}
