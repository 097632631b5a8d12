import type { Course, CourseTemplateId, CourseTemplateOutline, DataEnvelope } from "@coursewright/course-model";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { authClient } from "../api/http";
import { courseKeys } from "./api";

/** A new course filled from a built-in template; the course list is stale afterwards. */
export function useCreateFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: CourseTemplateId) =>
      (
        await authClient.post<DataEnvelope<Course>>(
          "/api/courses/from_template",
          { template },
          { redirectOn404: false },
        )
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...courseKeys.all, "list"] }),
  });
}

/**
 * A built-in template's preview (its topics, pages and blocks), fetched when it is opened. Keyed by language:
 * the name and description are written in the interface's.
 */
export function useCourseTemplateOutline(template: CourseTemplateId | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ["course_templates", template, i18n.language],
    queryFn: async ({ signal }) =>
      (
        await authClient.get<DataEnvelope<CourseTemplateOutline>>(`/api/course_templates/${template}`, {
          redirectOn404: false,
          signal,
        })
      ).data,
    enabled: template !== null,
    // Built-in content changes only with a release.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
