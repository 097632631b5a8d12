-- LTI 1.3 grade passback as the creator sees it (issue 18): when a score last reached each platform, and why the
-- last delivery that failed was refused (cleared by the next one that succeeds).
ALTER TABLE "lti_platforms" ADD COLUMN "last_score_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD COLUMN "last_score_error" text;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD COLUMN "last_score_error_at" timestamp with time zone;
