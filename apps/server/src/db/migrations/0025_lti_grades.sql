-- LTI Assignment and Grade Services (issue 18): where each LTI learner's grade for a course is sent.
CREATE TABLE "lti_grade_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"sub" text NOT NULL,
	"resource_link_id" text NOT NULL,
	"lineitem_url" text,
	"lineitems_url" text,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grade_links" ADD CONSTRAINT "lti_grade_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_grade_links_unique" ON "lti_grade_links" USING btree ("platform_id","user_id","course_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_grade_links_user_course_idx" ON "lti_grade_links" USING btree ("user_id","course_id");
