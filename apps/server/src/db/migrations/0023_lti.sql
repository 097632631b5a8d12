-- LTI 1.3 tool (issue 18): registered platforms, the tool's signing keys, logins waiting for their launch.
ALTER TABLE "api_integrations" DROP CONSTRAINT "api_integrations_kind";--> statement-breakpoint
ALTER TABLE "api_integrations" ADD CONSTRAINT "api_integrations_kind" CHECK ("api_integrations"."kind" in ('api', 'scorm', 'lti'));--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"title" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auth_url" text NOT NULL,
	"token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_integration_id_api_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."api_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_platforms_user_idx" ON "lti_platforms" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_unique" ON "lti_platforms" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_integration_unique" ON "lti_platforms" USING btree ("integration_id");--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "lti_logins" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "lti_logins" ADD CONSTRAINT "lti_logins_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_logins_expires_idx" ON "lti_logins" USING btree ("expires_at");
