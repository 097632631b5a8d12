import { z } from "zod";
import { orderSchema, storedIdSchema, type Timestamps, tempIdSchema, titleSchema } from "./common";
import type { Page } from "./page";

/** A topic groups pages when the course has with_topics (spec 3 Topic). */
export interface Topic extends Timestamps {
  id: number;
  course_id: number;
  order: number;
  title: string;
}

/** GET /api/course_topics/get/{courseId} lists topics with their pages (spec 7). */
export interface TopicWithPages extends Topic {
  pages: Page[];
}

const topicFields = { order: orderSchema, title: titleSchema };

/** A topic in new_topics: its temporary id, order and title. */
export const newTopicItemSchema = z.object({ id: tempIdSchema, ...topicFields });
export const updatedTopicItemSchema = z.object({ id: storedIdSchema, ...topicFields });
export type TopicItem = z.infer<typeof newTopicItemSchema>;
