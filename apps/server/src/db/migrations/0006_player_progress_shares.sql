CREATE TABLE "analytics_page_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text,
	"course_id" integer NOT NULL,
	"user_id" integer,
	"ip" text NOT NULL,
	"city" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_progresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"current_page_id" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"passed" boolean DEFAULT true NOT NULL,
	"pass_percent" smallint DEFAULT 100 NOT NULL,
	"current_attempt_number" integer DEFAULT 0 NOT NULL,
	"met_display_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desired_pages_order" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages_progresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"blocks_progresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_share_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_share_invitations_email_lower" CHECK ("course_share_invitations"."email" = lower("course_share_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "course_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_shares_kind" CHECK ("course_shares"."kind" in ('public', 'email'))
);
--> statement-breakpoint
ALTER TABLE "analytics_page_sessions" ADD CONSTRAINT "analytics_page_sessions_session_id_analytics_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."analytics_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_share_id_course_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."course_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_sessions" ADD CONSTRAINT "analytics_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progresses" ADD CONSTRAINT "course_progresses_share_id_course_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."course_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progresses" ADD CONSTRAINT "course_progresses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_progresses" ADD CONSTRAINT "course_progresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_share_invitations" ADD CONSTRAINT "course_share_invitations_share_id_course_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."course_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_page_sessions_session_idx" ON "analytics_page_sessions" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "analytics_page_sessions_course_page_idx" ON "analytics_page_sessions" USING btree ("course_id","page_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_course_started_idx" ON "analytics_sessions" USING btree ("course_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_share_started_idx" ON "analytics_sessions" USING btree ("share_id","started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_user_idx" ON "analytics_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "course_progresses_share_user_unique" ON "course_progresses" USING btree ("share_id","user_id");--> statement-breakpoint
CREATE INDEX "course_progresses_user_idx" ON "course_progresses" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "course_progresses_course_idx" ON "course_progresses" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_share_invitations_share_email_unique" ON "course_share_invitations" USING btree ("share_id","email");--> statement-breakpoint
CREATE INDEX "course_share_invitations_email_idx" ON "course_share_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "course_shares_course_idx" ON "course_shares" USING btree ("course_id","created_at");