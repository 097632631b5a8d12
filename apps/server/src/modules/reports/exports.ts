import type { z } from "zod";
import type { ReadDatabase } from "../../db/open";
import { ValidationError } from "../../http/errors";
import { courseBreakdown } from "./courseBreakdown";
import type { CsvCell } from "./csv";
import { reportEnvironment } from "./environment";
import type { ReportScope } from "./filters";
import { type LearnerListing, listLearners } from "./learners";
import type { exportParams } from "./schemas";
import { reportSummary } from "./summary";

/** Most learner rows one export writes (one read of that many rows; the list on screen pages by 25). */
export const EXPORT_MAX_ROWS = 100_000;

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

type Table = z.output<typeof exportParams>["table"];

/** The rows of a report table as the screen shows it, for CSV. Column names are stable API field names. */
export async function exportTable(
  db: ReadDatabase,
  table: Table,
  scope: ReportScope,
  listing: Omit<LearnerListing, "limit" | "offset">,
): Promise<CsvTable> {
  switch (table) {
    case "learners": {
      const { rows } = await listLearners(db, scope, { ...listing, limit: EXPORT_MAX_ROWS, offset: 0 });
      return {
        header: [
          "learner",
          "email",
          "integration",
          "course",
          "share_id",
          "attempt",
          "status",
          "score",
          "time_seconds",
          "started_at",
          "last_activity_at",
          "completed_at",
          "learner_source",
        ],
        rows: rows.map((r) => [
          r.name,
          r.email,
          r.integration_title,
          r.course_title,
          r.share_id,
          r.attempt,
          r.status,
          r.score,
          r.time_seconds,
          r.started_at,
          r.last_activity_at,
          r.completed_at,
          r.learner_source,
        ]),
      };
    }
    case "completions": {
      const summary = await reportSummary(db, scope);
      return {
        header: ["date", "started", "completed"],
        rows: summary.completions.map((day) => [day.date, day.started, day.completed]),
      };
    }
    case "pages":
    case "questions": {
      if (scope.courseId === undefined) throw ValidationError.field("course_id", "validation.required");
      const breakdown = await courseBreakdown(db, { ...scope, courseId: scope.courseId });
      if (table === "pages") {
        return {
          header: ["position", "page", "viewed", "completed", "stopped_here", "average_seconds"],
          rows: breakdown.pages.map((p) => [
            p.position,
            p.title,
            p.viewed,
            p.completed,
            p.stopped_here,
            p.average_seconds,
          ]),
        };
      }
      return {
        header: ["page", "question", "type", "answered", "right", "right_share"],
        rows: breakdown.questions.map((q) => [q.page_title, q.question, q.type, q.answered, q.right, q.right_share]),
      };
    }
    case "environment": {
      const env = await reportEnvironment(db, scope);
      return {
        header: ["kind", "name", "sessions"],
        rows: [
          ...env.locations.map((r): CsvCell[] => ["location", r.name, r.sessions]),
          ...env.browsers.map((r): CsvCell[] => ["browser", r.name, r.sessions]),
          ...env.systems.map((r): CsvCell[] => ["system", r.name, r.sessions]),
        ],
      };
    }
  }
}
