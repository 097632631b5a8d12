import type { CourseWithContents, DataEnvelope } from "@coursewright/course-model";
import { authClient } from "../api/http";

/** The builder's read of a course. Opening the builder of a course that does not exist shows the 404 screen. */
export const fetchBuilderCourse = async (courseId: number) =>
  (await authClient.get<DataEnvelope<CourseWithContents>>(`/api/courses/${courseId}`)).data;

let early: { courseId: number; course: Promise<CourseWithContents> } | null = null;
let openCourseId: number | null = null;

/**
 * Asks for the course as soon as the builder's route has passed its guard (routes.tsx), while the builder's code
 * is still arriving: the course no longer waits for the code, which then takes it (`takePrefetchedCourse`). This
 * module stays in the app's first load, without the builder. The route's loader runs again on every change of
 * the address's ?page=, which the open builder itself makes: a builder already open on the course asks nothing.
 */
export function prefetchBuilderCourse(courseId: number): void {
  if (openCourseId === courseId) return;
  const course = fetchBuilderCourse(courseId);
  // A failure is the builder's to show when it takes the course (the client already handled a 404 or a 401).
  course.catch(() => undefined);
  early = { courseId, course };
}

/** The course asked for early, once (a retry asks again), or undefined. */
export function takePrefetchedCourse(courseId: number): Promise<CourseWithContents> | undefined {
  const taken = early?.courseId === courseId ? early.course : undefined;
  early = null;
  return taken;
}

/** The builder says which course it has open (null when it closes), so that the route does not ask again. */
export function setOpenBuilderCourse(courseId: number | null): void {
  openCourseId = courseId;
}
