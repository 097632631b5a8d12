-- A creator's page templates (issue 17 item 7): a page saved whole, to be inserted again as a copy.
CREATE TABLE "page_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "page_templates" ADD CONSTRAINT "page_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_templates_user_created_idx" ON "page_templates" USING btree ("user_id","created_at","id");
