CREATE TABLE "answer_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"share_id" text,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"duration_seconds" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answer_files" ADD CONSTRAINT "answer_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_files" ADD CONSTRAINT "answer_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_files_course_user_idx" ON "answer_files" USING btree ("course_id","user_id");--> statement-breakpoint
CREATE INDEX "answer_files_block_idx" ON "answer_files" USING btree ("block_id");