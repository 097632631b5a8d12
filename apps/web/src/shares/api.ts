import type {
  CourseShare,
  CreateShareRequest,
  DataEnvelope,
  LearnerCourse,
  Paginated,
  ShareInitialInfo,
} from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../api/http";

const HERE = { redirectOn404: false } as const;

export type LearnerList = "upcoming" | "completed";

export const sharesApi = {
  initial: async (shareId: string) =>
    (
      await authClient.get<DataEnvelope<ShareInitialInfo>>(
        `/api/course_shares/${encodeURIComponent(shareId)}/initial`,
        HERE,
      )
    ).data,
  list: (courseId: number, page = 1) =>
    authClient.get<Paginated<CourseShare>>("/api/course_shares", { ...HERE, query: { course_id: courseId, page } }),
  create: async (body: CreateShareRequest) =>
    (await authClient.post<DataEnvelope<CourseShare>>("/api/course_shares", body, HERE)).data,
  revoke: (shareId: string) =>
    authClient.delete<{ message: string }>(`/api/course_shares/${encodeURIComponent(shareId)}`, undefined, HERE),
  learnerCourses: (list: LearnerList, page: number, signal?: AbortSignal) =>
    authClient.get<Paginated<LearnerCourse>>(`/api/course_player/${list}`, { signal, query: { page } }),
};

export const shareKeys = {
  all: ["shares"] as const,
  initial: (shareId: string) => ["shares", "initial", shareId] as const,
  ofCourse: (courseId: number) => ["shares", "course", courseId] as const,
  learner: (list: LearnerList, page: number) => ["shares", "learner", list, page] as const,
};

/** The learner's upcoming or completed courses, one page at a time (the previous page stays while the next loads). */
export function useLearnerCourses(list: LearnerList, page: number) {
  return useQuery({
    queryKey: shareKeys.learner(list, page),
    queryFn: ({ signal }) => sharesApi.learnerCourses(list, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The shares of one course as its creator sees them (first page: newest first, with their learners). */
export function useCourseShares(courseId: number, enabled: boolean) {
  return useQuery({
    queryKey: shareKeys.ofCourse(courseId),
    queryFn: () => sharesApi.list(courseId),
    enabled,
  });
}

function useShareWrite<TVariables, TAnswer>(courseId: number, mutationFn: (variables: TVariables) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shareKeys.ofCourse(courseId) }),
  });
}

export const useCreateShare = (courseId: number) => useShareWrite(courseId, sharesApi.create);
export const useRevokeShare = (courseId: number) => useShareWrite(courseId, sharesApi.revoke);
