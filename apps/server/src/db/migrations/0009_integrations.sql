CREATE TABLE "api_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"client_id" text,
	"secret_hash" text,
	"allowed_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"course_id" integer,
	"scorm_version" text,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_integrations_kind" CHECK ("api_integrations"."kind" in ('api', 'scorm'))
);
--> statement-breakpoint
ALTER TABLE "course_shares" DROP CONSTRAINT "course_shares_kind";--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "integration_id" integer;--> statement-breakpoint
ALTER TABLE "course_shares" ADD COLUMN "integration_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "integration_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "integration_user_id" text;--> statement-breakpoint
ALTER TABLE "api_integrations" ADD CONSTRAINT "api_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_integrations" ADD CONSTRAINT "api_integrations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_integrations_user_idx" ON "api_integrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "api_integrations_client_unique" ON "api_integrations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "api_integrations_course_idx" ON "api_integrations" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_integration_id_api_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."api_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_integration_id_api_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."api_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_integration_id_api_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."api_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_integration_idx" ON "access_tokens" USING btree ("integration_id") WHERE "access_tokens"."integration_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "course_shares_integration_course_unique" ON "course_shares" USING btree ("integration_id","course_id") WHERE "course_shares"."integration_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_integration_user_unique" ON "users" USING btree ("integration_id","integration_user_id") WHERE "users"."integration_id" is not null;--> statement-breakpoint
ALTER TABLE "course_shares" ADD CONSTRAINT "course_shares_kind" CHECK ("course_shares"."kind" in ('public', 'email', 'integration'));