import type { Course, CourseTemplateId, DataEnvelope } from "@coursewright/course-model";
import { useMutation, useQueryClient } from "@tanstack/react-query";
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
