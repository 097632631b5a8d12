import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type LearnerListing, reportKeys, reportsApi } from "./api";
import type { ReportFilters } from "./types";

export function useReportFilterOptions() {
  return useQuery({
    queryKey: reportKeys.filters,
    queryFn: ({ signal }) => reportsApi.filters(signal),
    staleTime: 60_000,
  });
}

/** The report keeps showing the previous figures while a changed filter loads (no flash of skeletons). */
export function useReportSummary(filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.summary(filters),
    queryFn: ({ signal }) => reportsApi.summary(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReportLearners(filters: ReportFilters, listing: LearnerListing) {
  return useQuery({
    queryKey: reportKeys.learners(filters, listing),
    queryFn: ({ signal }) => reportsApi.learners(filters, listing, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCourseBreakdown(courseId: number | null, filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.course(courseId ?? 0, filters),
    queryFn: ({ signal }) => reportsApi.course(courseId ?? 0, filters, signal),
    enabled: courseId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useReportEnvironment(filters: ReportFilters) {
  return useQuery({
    queryKey: reportKeys.environment(filters),
    queryFn: ({ signal }) => reportsApi.environment(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useLearnerDetails(userId: number) {
  return useQuery({
    queryKey: reportKeys.learner(userId),
    queryFn: ({ signal }) => reportsApi.learner(userId, signal),
  });
}

/** The LMS courses whose roster the creator can read (none for a creator without LTI launches). */
export function useLtiRosterContexts(courseId: number | undefined) {
  return useQuery({
    queryKey: reportKeys.ltiRosters(courseId),
    queryFn: ({ signal }) => reportsApi.ltiRosters(courseId, signal),
    staleTime: 60_000,
  });
}

/** A roster is read from the LMS only when asked (enabled), and kept a few minutes: each read calls the LMS. */
export function useLtiRoster(contextId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: reportKeys.ltiRoster(contextId ?? 0),
    queryFn: ({ signal }) => reportsApi.ltiRoster(contextId ?? 0, signal),
    enabled: enabled && contextId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
