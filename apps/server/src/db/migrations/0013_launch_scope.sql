-- A sign-in made by redeeming a launch is held to what the launch was for (issue 15): the builder or the player
-- of one course (http/launchAccess.ts). Sign-ins redeemed before this migration carried the creator's whole
-- session; they are dropped, and the embedded pages holding them redeem their launch again.
DELETE FROM "access_tokens" WHERE "integration_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "launch_kind" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "launch_course_id" integer;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_launch_course_id_courses_id_fk" FOREIGN KEY ("launch_course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_launch_kind" CHECK ("access_tokens"."launch_kind" in ('builder', 'player', 'scorm'));--> statement-breakpoint
-- A launch's sign-in always names its course and integration; an ordinary one names neither.
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_launch_scope" CHECK (("access_tokens"."launch_kind" is null) = ("access_tokens"."launch_course_id" is null) and ("access_tokens"."launch_kind" is null) = ("access_tokens"."integration_id" is null));
