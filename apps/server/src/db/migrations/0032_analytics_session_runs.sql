-- Issue 17: the player's session parts are joined whatever their order, on a unique key (share, learner, start).
-- What was recorded before is joined once by the same rules (apps/server/src/modules/analytics/pageJoin.ts):
-- a later part that arrived before its session's first one made a session of its own, and a page cut at a send
-- whose pieces arrived out of order counted two visits.
-- 1. Sessions of the same run: their page sessions move to the oldest row, the others go.
CREATE TEMP TABLE "session_runs" AS
  SELECT "id", min("id") OVER (PARTITION BY "share_id", "user_id", "started_at") AS "keep"
    FROM "analytics_sessions" WHERE "share_id" IS NOT NULL AND "user_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "session_runs" WHERE "id" = "keep";--> statement-breakpoint
UPDATE "analytics_page_sessions" AS p SET "session_id" = r."keep" FROM "session_runs" AS r WHERE p."session_id" = r."id";--> statement-breakpoint
UPDATE "analytics_sessions" AS a SET "ended_at" = greatest(a."ended_at", t."ended_at"), "created_at" = least(a."created_at", t."created_at")
  FROM (SELECT r."keep", max(d."ended_at") AS "ended_at", min(d."created_at") AS "created_at"
          FROM "session_runs" AS r JOIN "analytics_sessions" AS d ON d."id" = r."id" GROUP BY r."keep") AS t
 WHERE a."id" = t."keep";--> statement-breakpoint
DELETE FROM "analytics_sessions" AS a USING "session_runs" AS r WHERE a."id" = r."id";--> statement-breakpoint
-- 2. Pieces of one page in one session that touch or overlap are one visit: the lowest id keeps it.
CREATE TEMP TABLE "page_visits" AS
  WITH "ordered" AS (
    SELECT "id", "session_id", "page_id", "started_at", greatest("started_at", "ended_at") AS "ended_at",
           max(greatest("started_at", "ended_at")) OVER (PARTITION BY "session_id", "page_id" ORDER BY "started_at", "id"
             ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS "reach"
      FROM "analytics_page_sessions"
  ), "marked" AS (
    SELECT *, sum(CASE WHEN "reach" IS NULL OR "started_at" > "reach" THEN 1 ELSE 0 END)
                OVER (PARTITION BY "session_id", "page_id" ORDER BY "started_at", "id") AS "visit"
      FROM "ordered"
  ), "visits" AS (
    SELECT "id", "session_id", min("id") OVER v AS "keep", min("started_at") OVER v AS "started_at",
           max("ended_at") OVER v AS "ended_at", count(*) OVER v AS "pieces"
      FROM "marked" WINDOW v AS (PARTITION BY "session_id", "page_id", "visit")
  )
  SELECT * FROM "visits" WHERE "pieces" > 1;--> statement-breakpoint
UPDATE "analytics_page_sessions" AS p SET "started_at" = v."started_at", "ended_at" = v."ended_at"
  FROM "page_visits" AS v WHERE p."id" = v."id" AND v."id" = v."keep";--> statement-breakpoint
DELETE FROM "analytics_page_sessions" AS p USING "page_visits" AS v WHERE p."id" = v."id" AND v."id" <> v."keep";--> statement-breakpoint
-- 3. The sessions changed: their page seconds summed again (as recordSession does).
UPDATE "analytics_sessions" AS a SET "page_seconds" = coalesce((
    SELECT sum(greatest(extract(epoch FROM p."ended_at" - p."started_at"), 0))
      FROM "analytics_page_sessions" AS p WHERE p."session_id" = a."id"), 0)
 WHERE a."id" IN (SELECT "keep" FROM "session_runs" UNION SELECT "session_id" FROM "page_visits");--> statement-breakpoint
DROP TABLE "session_runs";--> statement-breakpoint
DROP TABLE "page_visits";--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_sessions_run_unique" ON "analytics_sessions" USING btree ("share_id","user_id","started_at");
