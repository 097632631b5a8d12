-- Every attempt in the reports (issue 17 item 13): start_again keeps the attempt it ends here before clearing the
-- progress row. Attempts ended before this migration were not kept anywhere and cannot be shown.
CREATE TABLE "course_progress_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"progress_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"completed" boolean NOT NULL,
	"passed" boolean NOT NULL,
	"pass_percent" smallint NOT NULL,
	"desired_pages_order" jsonb NOT NULL,
	"pages_progresses" jsonb NOT NULL,
	"blocks_progresses" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "course_progress_attempts" ADD CONSTRAINT "course_progress_attempts_progress_id_course_progresses_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_progress_attempts_progress_attempt_unique" ON "course_progress_attempts" USING btree ("progress_id","attempt_number");
