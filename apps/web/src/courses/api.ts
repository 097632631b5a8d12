import type { Course, CourseWithContents, DataEnvelope, Paginated } from "@coursewright/course-model";
import { authClient } from "../api/http";
import type { CourseRequest } from "./formValues";

const BASE = "/api/courses";
// Writes show a missing course where it happened (the dialog or the form), not as the 404 screen.
const HERE = { redirectOn404: false } as const;

export interface CourseListQuery {
  page: number;
  search: string;
}

export const coursesApi = {
  list: ({ page, search }: CourseListQuery, signal?: AbortSignal) =>
    authClient.get<Paginated<Course>>(BASE, { ...HERE, signal, query: { page, search: search || undefined } }),
  // Opening the settings of a course that does not exist is a page load: the 404 screen is right.
  get: async (id: number) => (await authClient.get<DataEnvelope<CourseWithContents>>(`${BASE}/${id}`)).data,
  create: async (body: CourseRequest) => (await authClient.post<DataEnvelope<Course>>(BASE, body, HERE)).data,
  update: async (id: number, body: CourseRequest) =>
    (await authClient.put<DataEnvelope<Course>>(`${BASE}/${id}`, body, HERE)).data,
  remove: (id: number) => authClient.delete<{ message?: string } | null>(`${BASE}/${id}`, undefined, HERE),
  duplicate: async (id: number) =>
    (await authClient.post<DataEnvelope<Course>>(`${BASE}/${id}/duplicate`, undefined, HERE)).data,
};

/** Query keys: everything under ["courses"] is refreshed after any change to a course. */
export const courseKeys = {
  all: ["courses"] as const,
  list: (query: CourseListQuery) => ["courses", "list", query.page, query.search] as const,
  detail: (id: number) => ["courses", "detail", id] as const,
};
