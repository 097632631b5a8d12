import type { Course, CourseWithContents } from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type CourseListQuery, courseKeys, coursesApi } from "./api";
import type { CourseRequest } from "./formValues";

/** One page of the creator's courses; the previous page stays on screen while the next one loads. */
export function useCourseList(query: CourseListQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => coursesApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourse(id: number | null) {
  return useQuery({
    queryKey: courseKeys.detail(id ?? 0),
    queryFn: () => coursesApi.get(id ?? 0),
    enabled: id !== null,
  });
}

/**
 * After a write the lists are stale. A loaded course takes the new settings into its entry (its topics and
 * pages stay: a write answers the course without them).
 */
function useCourseWrite<TVariables>(mutationFn: (variables: TVariables) => Promise<Course>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (course) => {
      queryClient.setQueryData<CourseWithContents>(courseKeys.detail(course.id), (old) =>
        old ? { ...old, ...course } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, "list"] });
    },
  });
}

export function useCreateCourse() {
  return useCourseWrite((body: CourseRequest) => coursesApi.create(body));
}

export function useUpdateCourse(id: number) {
  return useCourseWrite((body: CourseRequest) => coursesApi.update(id, body));
}

export function useDuplicateCourse() {
  return useCourseWrite((id: number) => coursesApi.duplicate(id));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (course: Course) => coursesApi.remove(course.id),
    onSuccess: (_answer, course) => {
      queryClient.removeQueries({ queryKey: courseKeys.detail(course.id) });
      void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, "list"] });
    },
  });
}
