import { useSearchParams } from "react-router";
import { LEARNER_SORTS, type LearnerSort, type ReportFilters, type SortDirection } from "./types";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The default period, as the server has it: the 30 days ending today (UTC). */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  return { from: dayOf(new Date(now.getTime() - (DEFAULT_DAYS - 1) * DAY_MS)), to: dayOf(now) };
}

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The server's longest period, in days (both ends included). */
const MAX_DAYS = 366;

/**
 * The filters after a change, with the period kept valid: moving one end past the other, or more than a year
 * away, brings the other end along instead of asking the server for a period it refuses.
 */
export function withPatch(filters: ReportFilters, patch: Partial<ReportFilters>): ReportFilters {
  const next = { ...filters, ...patch };
  if (!next.from || !next.to) return next;
  const from = Date.parse(next.from);
  const to = Date.parse(next.to);
  const movedFrom = patch.from !== undefined;
  if (from > to) return movedFrom ? { ...next, to: next.from } : { ...next, from: next.to };
  if ((to - from) / DAY_MS + 1 > MAX_DAYS) {
    return movedFrom
      ? { ...next, to: dayOf(new Date(from + (MAX_DAYS - 1) * DAY_MS)) }
      : { ...next, from: dayOf(new Date(to - (MAX_DAYS - 1) * DAY_MS)) };
  }
  return next;
}

export interface ReportParams {
  filters: ReportFilters;
  page: number;
  sort: LearnerSort;
  direction: SortDirection;
}

/**
 * The report's filters, learners page and sort live in the address, so a reload, the back button and a shared
 * link show the same report. A changed filter goes back to the first page of learners.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const period = defaultPeriod();
  const from = params.get("from");
  const to = params.get("to");
  const sort = params.get("sort");
  const filters: ReportFilters = {
    course_id: positive(params.get("course")),
    share_id: params.get("share") || undefined,
    integration_id: positive(params.get("integration")),
    from: from && DAY.test(from) ? from : period.from,
    to: to && DAY.test(to) ? to : period.to,
  };
  const state: ReportParams = {
    filters,
    page: positive(params.get("page")) ?? 1,
    sort: LEARNER_SORTS.includes(sort as LearnerSort) ? (sort as LearnerSort) : "last_activity",
    direction: params.get("dir") === "asc" ? "asc" : "desc",
  };

  const write = (next: ReportParams, replace = false) => {
    const out = new URLSearchParams();
    const f = next.filters;
    if (f.course_id) out.set("course", String(f.course_id));
    if (f.share_id) out.set("share", f.share_id);
    if (f.integration_id) out.set("integration", String(f.integration_id));
    if (f.from && f.from !== period.from) out.set("from", f.from);
    if (f.to && f.to !== period.to) out.set("to", f.to);
    if (next.page > 1) out.set("page", String(next.page));
    if (next.sort !== "last_activity") out.set("sort", next.sort);
    if (next.direction !== "desc") out.set("dir", next.direction);
    setParams(out, { replace });
  };

  return {
    ...state,
    setFilters: (patch: Partial<ReportFilters>) => write({ ...state, filters: withPatch(filters, patch), page: 1 }),
    resetFilters: () => write({ ...state, filters: period, page: 1 }),
    setPage: (page: number, replace = false) => write({ ...state, page }, replace),
    setSort: (sort: LearnerSort) =>
      write({
        ...state,
        sort,
        // The same column again flips the order; a new column starts with its natural order.
        direction:
          sort === state.sort
            ? state.direction === "asc"
              ? "desc"
              : "asc"
            : sort === "learner" || sort === "course"
              ? "asc"
              : "desc",
        page: 1,
      }),
  };
}
