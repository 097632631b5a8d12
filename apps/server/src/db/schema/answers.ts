// Recorded answers of audio and video questions.
import { bigint, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { courses } from "./courses";

/**
 * Recordings a learner uploads as the answer of an audio or video question (quiz_audio_answer 14,
 * quiz_video_answer 18): the file lives in FileStorage under answers/<course>/<user>/; only the learner and the
 * course's creator read it. share_id is null for the creator's own preview. block_id is no foreign key: a
 * recording stays for the creator's reports when the block is edited away.
 */
export const answerFiles = pgTable(
  "answer_files",
  {
    id: serial().primaryKey(),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    block_id: integer().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    share_id: text(),
    storage_key: text().notNull(),
    mime_type: text().notNull(),
    size: bigint({ mode: "number" }).notNull(),
    duration_seconds: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("answer_files_course_user_idx").on(t.course_id, t.user_id),
    index("answer_files_block_idx").on(t.block_id),
  ],
);

export type AnswerFileRow = typeof answerFiles.$inferSelect;
