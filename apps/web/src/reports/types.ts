// Answers of /api/reports/* (apps/server/src/modules/reports/schemas.ts describes them for the API docs).
import type { LearnerSource, ScoReport } from "@coursewright/course-model";

export interface ReportFilters {
  course_id?: number;
  share_id?: string;
  integration_id?: number;
  /** YYYY-MM-DD, UTC, included. */
  from?: string;
  to?: string;
}

export interface FilterOptions {
  courses: { id: number; title: string }[];
  shares: { id: string; course_id: number; kind: string; created_at: string; revoked: boolean }[];
  integrations: { id: number; title: string; kind: string }[];
}

export interface Summary {
  period: { from: string; to: string };
  totals: {
    started: number;
    learners: number;
    completed: number;
    passed: number;
    failed: number;
    in_progress: number;
    average_score: number | null;
    average_time_seconds: number | null;
  };
  completions: { date: string; started: number; completed: number }[];
}

export type LearnerStatus = "in_progress" | "passed" | "failed";

export interface LearnerRow {
  progress_id: number;
  user_id: number;
  name: string;
  email: string | null;
  integration_user_id: string | null;
  integration_title: string | null;
  learner_source: LearnerSource;
  course_id: number;
  course_title: string;
  share_id: string;
  attempt: number;
  status: LearnerStatus;
  score: number | null;
  time_seconds: number;
  started_at: string;
  last_activity_at: string;
  completed_at: string | null;
}

export const LEARNER_SORTS = ["learner", "course", "started_at", "last_activity", "score", "status"] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];
export type SortDirection = "asc" | "desc";

export interface PageRow {
  page_id: number;
  title: string;
  position: number;
  viewed: number;
  completed: number;
  stopped_here: number;
  average_seconds: number | null;
}

export interface QuestionRow {
  block_id: number;
  page_id: number;
  page_title: string;
  type: string;
  question: string;
  answered: number;
  right: number | null;
  right_share: number | null;
}

export interface CourseBreakdown {
  course: { id: number; title: string };
  pages: PageRow[];
  questions: QuestionRow[];
}

export interface Tally {
  name: string;
  sessions: number;
}

export interface Environment {
  locations: Tally[];
  browsers: Tally[];
  systems: Tally[];
}

export interface ReportAnswer {
  block_id: number;
  page_id: number | null;
  page_title: string | null;
  type: string | null;
  question: string;
  answer_text: string;
  correct_answer_text: string;
  correct: boolean | null;
  completed: boolean;
  file: { url: string; mime_type: string; kind: "audio" | "video" } | null;
}

export interface LearnerPage {
  page_id: number;
  title: string;
  visited: boolean;
  completed: boolean;
  seconds: number;
  visits: number;
}

/** A SCORM block the learner launched in an attempt: every SCO of its package, in manifest order. */
export interface ReportScormBlock {
  block_id: number;
  block_media_id: number;
  page_id: number | null;
  page_title: string | null;
  title: string;
  version: "1.2" | "2004";
  scos: (ScoReport & { identifier: string; title: string })[];
}

/** An attempt the learner ended by starting again; in_progress: restarted before it was finished. */
export interface PastAttempt {
  attempt: number;
  status: LearnerStatus;
  score: number | null;
  started_at: string;
  ended_at: string;
  completed_at: string | null;
  time_seconds: number;
  /** The pages dealt in that attempt, in their order. */
  pages: LearnerPage[];
  answers: ReportAnswer[];
  scorm: ReportScormBlock[];
}

export interface LearnerCourse {
  progress_id: number;
  course_id: number;
  course_title: string;
  share_id: string;
  share_kind: string;
  attempt: number;
  attempts_limit: number | null;
  status: LearnerStatus;
  score: number | null;
  min_pass_percent: number;
  started_at: string;
  last_activity_at: string;
  completed_at: string | null;
  time_seconds: number;
  /** The pages dealt to the learner in the current attempt, in their order. */
  pages: LearnerPage[];
  answers: ReportAnswer[];
  scorm: ReportScormBlock[];
  /** Earlier attempts, newest first (those ended before attempts were kept are missing). */
  past_attempts: PastAttempt[];
}

export interface LearnerDetails {
  user: {
    id: number;
    name: string;
    email: string | null;
    integration_user_id: string | null;
    integration_title: string | null;
    learner_source: LearnerSource;
  };
  courses: LearnerCourse[];
}

export type ExportTable = "learners" | "completions" | "pages" | "questions" | "environment";
