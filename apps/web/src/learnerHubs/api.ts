import type {
  DataEnvelope,
  HubAccessRequest,
  HubEnrolment,
  HubShareInitialInfo,
  LandingHub,
  Paginated,
  SharedHub,
  SharedHubCourses,
} from "@coursewright/course-model";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { authClient } from "../api/http";
import { shareKeys } from "../shares/api";

// A refusal on these screens is explained where it happens (who to ask, a pending request), not by the dashboard.
const EXPLAINED = { redirectOn403: false } as const;

export const learnerHubsApi = {
  sharedToMe: (page: number, signal?: AbortSignal) =>
    authClient.get<Paginated<SharedHub>>("/api/course_hubs/shared_to_me", { signal, query: { page } }),
  hubCourses: async (hubId: number, signal?: AbortSignal) =>
    (
      await authClient.get<DataEnvelope<SharedHubCourses>>(`/api/course_hubs/shared_hub_courses/${hubId}`, {
        ...EXPLAINED,
        signal,
      })
    ).data,
  /** Where the signed-in user stands with a hub, and whose it is (a private hub answers this to anyone). */
  standing: async (hubId: number, signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<LandingHub>>(`/api/course_hubs/landing/get_hub/${hubId}`, { signal })).data,
  shareInitial: async (shareId: string) =>
    (
      await authClient.get<DataEnvelope<HubShareInitialInfo>>(
        `/api/hub_shares/${encodeURIComponent(shareId)}/initial`,
        { redirectOn404: false },
      )
    ).data,
  enrol: async ({ hubId, courseId }: { hubId: number; courseId: number }) =>
    (
      await authClient.post<DataEnvelope<HubEnrolment>>(
        `/api/course_hubs/landing/${hubId}/courses/${courseId}/enrol`,
        undefined,
        { ...EXPLAINED, redirectOn404: false },
      )
    ).data,
  askForAccess: async ({ hubId, message }: { hubId: number; message: string }) =>
    (
      await authClient.post<DataEnvelope<HubAccessRequest>>(
        `/api/course_hubs/landing/${hubId}/access_requests`,
        { message },
        { ...EXPLAINED, redirectOn404: false },
      )
    ).data,
};

export const learnerHubKeys = {
  all: ["learnerHubs"] as const,
  sharedToMe: (page: number) => ["learnerHubs", "sharedToMe", page] as const,
  courses: (hubId: number) => ["learnerHubs", "courses", hubId] as const,
  standing: (hubId: number) => ["learnerHubs", "standing", hubId] as const,
  shareInitial: (shareId: string) => ["learnerHubs", "shareInitial", shareId] as const,
};

/** The hubs shared with the learner, one page at a time (the previous page stays while the next loads). */
export function useSharedHubs(page: number) {
  return useQuery({
    queryKey: learnerHubKeys.sharedToMe(page),
    queryFn: ({ signal }) => learnerHubsApi.sharedToMe(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A shared hub and its courses; a 403 stays with the caller, who shows where the learner stands instead. */
export function useSharedHubCourses(hubId: number) {
  return useQuery({
    queryKey: learnerHubKeys.courses(hubId),
    queryFn: ({ signal }) => learnerHubsApi.hubCourses(hubId, signal),
    retry: false,
  });
}

export function useHubStanding(hubId: number) {
  return useQuery({
    queryKey: learnerHubKeys.standing(hubId),
    queryFn: ({ signal }) => learnerHubsApi.standing(hubId, signal),
    retry: false,
  });
}

/** Enrols in a free course; the learner's course lists and the hub's courses then include it. */
export function useEnrol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: learnerHubsApi.enrol,
    onSuccess: (enrolment) => {
      void queryClient.invalidateQueries({ queryKey: learnerHubKeys.courses(enrolment.hub_id) });
      void queryClient.invalidateQueries({ queryKey: shareKeys.all });
    },
  });
}

export function useAskForAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: learnerHubsApi.askForAccess,
    // Also after a failure: a 409 means the hub opened to them meanwhile, which the standing then shows.
    onSettled: (_request, _error, { hubId }) =>
      void queryClient.invalidateQueries({ queryKey: learnerHubKeys.standing(hubId) }),
  });
}

/** The courses page of a shared hub, inside the app. */
export const sharedHubCoursesPath = (hubId: number) => `/course_hubs/shared_hub_courses/${hubId}`;

/** A course's entry page: it starts or resumes the course, with the learner's attempts and result. */
export const courseEntryPath = (shareId: string) => `/courseShares/playerInitialPage/${encodeURIComponent(shareId)}`;
