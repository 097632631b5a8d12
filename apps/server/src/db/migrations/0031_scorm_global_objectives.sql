-- A learner's global objectives shared across their SCORM packages (issue 16, adlseq:objectivesGlobalToSystem):
-- one row per user and objective id, merged field by field as packages write them.
CREATE TABLE "scorm_global_objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"objective_id" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "scorm_global_objectives" ADD CONSTRAINT "scorm_global_objectives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_global_objectives_unique" ON "scorm_global_objectives" USING btree ("user_id","objective_id");
