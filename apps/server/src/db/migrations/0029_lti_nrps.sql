-- LTI Names and Role Provisioning (issue 18): where each platform context's roster is read, per course it opened;
-- and LTI platform storage: the frame a login keeps its state in, and the secret the launch must read back.
CREATE TABLE "lti_contexts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"context_id" text NOT NULL,
	"context_title" text,
	"memberships_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_unique" ON "lti_contexts" USING btree ("platform_id","course_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_course_idx" ON "lti_contexts" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "lti_logins" ADD COLUMN "storage_target" text;--> statement-breakpoint
ALTER TABLE "lti_logins" ADD COLUMN "storage_secret" text;
