-- The language a course is written in (issue 17): its content's direction and lang. Existing courses keep null,
-- which follows the reader's interface as before.
ALTER TABLE "courses" ADD COLUMN "language" text;
