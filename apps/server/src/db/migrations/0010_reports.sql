DROP INDEX "analytics_sessions_course_started_idx";--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD COLUMN "page_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Sessions recorded before the column: their page sessions, summed once (clock skew counts as none).
UPDATE "analytics_sessions" AS a SET "page_seconds" = t.seconds
  FROM (SELECT "session_id", sum(greatest(extract(epoch FROM "ended_at" - "started_at"), 0)) AS seconds
          FROM "analytics_page_sessions" GROUP BY "session_id") AS t
 WHERE t."session_id" = a."id";--> statement-breakpoint
CREATE INDEX "course_progresses_report_idx" ON "course_progresses" USING btree ("course_id","updated_at","created_at","completed","passed","pass_percent","completed_at","user_id","share_id");--> statement-breakpoint
CREATE INDEX "analytics_sessions_course_started_idx" ON "analytics_sessions" USING btree ("course_id","started_at","user_id","share_id","page_seconds");