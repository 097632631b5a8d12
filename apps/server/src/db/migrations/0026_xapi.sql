-- xAPI (issue 18): learning record stores per course or per creator, each learner attempt's registration and what
-- it reported, and the outbox of statements not yet accepted by their store.
CREATE TABLE "xapi_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"secret" text NOT NULL,
	"use_mbox" boolean DEFAULT false NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"send_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "xapi_attempts" (
	"progress_id" integer PRIMARY KEY NOT NULL,
	"attempt_number" integer NOT NULL,
	"registration" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "xapi_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"settings_id" integer NOT NULL,
	"statement" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" serial NOT NULL
);--> statement-breakpoint
ALTER TABLE "xapi_settings" ADD CONSTRAINT "xapi_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_settings" ADD CONSTRAINT "xapi_settings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_attempts" ADD CONSTRAINT "xapi_attempts_progress_id_course_progresses_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xapi_statements" ADD CONSTRAINT "xapi_statements_settings_id_xapi_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."xapi_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "xapi_settings_course_unique" ON "xapi_settings" USING btree ("course_id") WHERE "xapi_settings"."course_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "xapi_settings_creator_unique" ON "xapi_settings" USING btree ("user_id") WHERE "xapi_settings"."course_id" is null;--> statement-breakpoint
CREATE INDEX "xapi_settings_user_idx" ON "xapi_settings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "xapi_statements_settings_idx" ON "xapi_statements" USING btree ("settings_id","seq");
