import type { DataEnvelope, LtiRoster, LtiRosterContext, Paginated } from "@coursewright/course-model";
import { authClient } from "../api/http";
import type {
  CourseBreakdown,
  Environment,
  FilterOptions,
  LearnerDetails,
  LearnerRow,
  LearnerSort,
  ReportFilters,
  SortDirection,
  Summary,
} from "./types";

const BASE = "/api/reports";
// A report that fails shows its error in place; only the learner details page is a page load (404 screen).
const HERE = { redirectOn404: false } as const;

export interface LearnerListing {
  page: number;
  sort: LearnerSort;
  direction: SortDirection;
}

export const reportsApi = {
  filters: async (signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<FilterOptions>>(`${BASE}/filters`, { ...HERE, signal })).data,
  summary: async (filters: ReportFilters, signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<Summary>>(`${BASE}/main`, { ...HERE, signal, query: { ...filters } })).data,
  learners: (filters: ReportFilters, listing: LearnerListing, signal?: AbortSignal) =>
    authClient.get<Paginated<LearnerRow>>(`${BASE}/learners`, { ...HERE, signal, query: { ...filters, ...listing } }),
  course: async (courseId: number, filters: ReportFilters, signal?: AbortSignal) =>
    (
      await authClient.get<DataEnvelope<CourseBreakdown>>(`${BASE}/courses/${courseId}`, {
        ...HERE,
        signal,
        query: { ...filters, course_id: undefined },
      })
    ).data,
  environment: async (filters: ReportFilters, signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<Environment>>(`${BASE}/environment`, { ...HERE, signal, query: { ...filters } }))
      .data,
  ltiRosters: async (courseId: number | undefined, signal?: AbortSignal) =>
    (
      await authClient.get<DataEnvelope<LtiRosterContext[]>>(`${BASE}/lti_rosters`, {
        ...HERE,
        signal,
        query: { course_id: courseId },
      })
    ).data,
  ltiRoster: async (contextId: number, signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<LtiRoster>>(`${BASE}/lti_rosters/${contextId}`, { ...HERE, signal })).data,
  learner: async (userId: number, signal?: AbortSignal) =>
    (await authClient.get<DataEnvelope<LearnerDetails>>(`${BASE}/users/${userId}`, { signal })).data,
};

/** Query keys: everything under ["reports"] goes stale together. */
export const reportKeys = {
  all: ["reports"] as const,
  filters: ["reports", "filters"] as const,
  summary: (filters: ReportFilters) => ["reports", "summary", filters] as const,
  learners: (filters: ReportFilters, listing: LearnerListing) => ["reports", "learners", filters, listing] as const,
  course: (courseId: number, filters: ReportFilters) => ["reports", "course", courseId, filters] as const,
  environment: (filters: ReportFilters) => ["reports", "environment", filters] as const,
  learner: (userId: number) => ["reports", "learner", userId] as const,
  ltiRosters: (courseId: number | undefined) => ["reports", "lti_rosters", courseId ?? null] as const,
  ltiRoster: (contextId: number) => ["reports", "lti_roster", contextId] as const,
};
