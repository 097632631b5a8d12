import type { Course } from "./course";
import type { Page } from "./page";
import type { SaveCourseAnswer } from "./save";
import type { TopicWithPages } from "./topic";

/**
 * GET /api/courses/{id}: the course with everything the builder's tree needs in one call. `topics` carry
 * their pages (ordered, without blocks); `pages` lists every page once in authoring order (pages_order), so
 * a course without topics needs nothing else and `flattenCourseContent(topics, pages)` takes both as they are.
 */
export interface CourseWithContents extends Course {
  topics: TopicWithPages[];
  pages: Page[];
}

/** The save's answer as the server sends it: the course with its contents and the id maps of every new kind. */
export interface SaveCourseResult extends SaveCourseAnswer {
  data: CourseWithContents;
  blocks_id_map: Record<string, number>;
  page_blocks_media_id_map: Record<string, number>;
}
