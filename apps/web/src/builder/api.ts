import type { DataEnvelope, FullPage, SaveCourseRequest, SaveCourseResult } from "@coursewright/course-model";
import { authClient } from "../api/http";
import { fetchBuilderCourse } from "./coursePrefetch";

// A failed save or page load is shown in the builder (it keeps the author's edits), not as the 404 screen.
const HERE = { redirectOn404: false } as const;

export const builderApi = {
  // Opening the builder of a course that does not exist is a page load: the 404 screen is right.
  course: fetchBuilderCourse,
  fullPage: async (pageId: number, signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<FullPage>>(`/api/course_pages/get_full_info/${pageId}`, { ...HERE, signal }))
      .data,
  save: (courseId: number, body: SaveCourseRequest) =>
    authClient.post<SaveCourseResult>(`/api/course_builder/update_course/${courseId}`, body, HERE),
};
