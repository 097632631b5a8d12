-- SCORM data kept between launches (issue 16 item 1): the CMI data model each SCO of a SCORM block wrote, per
-- learner's progress row and attempt of the course, handed back on the next launch (resume, total time).
CREATE TABLE "scorm_sco_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"progress_id" integer NOT NULL,
	"attempt_number" integer NOT NULL,
	"block_media_id" integer NOT NULL,
	"sco" text NOT NULL,
	"cmi" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "scorm_sco_states" ADD CONSTRAINT "scorm_sco_states_progress_id_course_progresses_id_fk" FOREIGN KEY ("progress_id") REFERENCES "public"."course_progresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scorm_sco_states_unique" ON "scorm_sco_states" USING btree ("progress_id","attempt_number","block_media_id","sco");
