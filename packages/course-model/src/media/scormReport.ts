// What a report shows of one SCO from the CMI data it wrote (issue 16 item 11): its statuses, score, total time
// and interactions, read alike from SCORM 1.2 (cmi.core.*, student_response) and 2004 (cmi.*, learner_response).

import type { ScormVersion } from "./scorm";
import { scormDurationMs } from "./scormCmi";

type Json = Record<string, unknown>;

export const SCO_COMPLETION = ["completed", "incomplete", "browsed", "not_attempted", "unknown"] as const;
export const SCO_SUCCESS = ["passed", "failed", "unknown"] as const;
export type ScoCompletion = (typeof SCO_COMPLETION)[number];
export type ScoSuccess = (typeof SCO_SUCCESS)[number];

export interface ScoInteraction {
  id: string;
  type: string;
  learner_response: string;
  /** correct, incorrect (1.2 "wrong"), unanticipated, neutral, or a number as the SCO wrote it. */
  result: string;
  latency_seconds: number | null;
}

export interface ScoReport {
  completion_status: ScoCompletion;
  success_status: ScoSuccess;
  score_raw: number | null;
  score_min: number | null;
  score_max: number | null;
  /** -1..1 (2004 only). */
  score_scaled: number | null;
  /** cmi total_time plus the last session's time (the LMS adds it only at the next launch). */
  total_seconds: number;
  interactions: ScoInteraction[];
}

const record = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const number = (value: unknown): number | null => {
  const parsed =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
};
const seconds = (value: unknown): number | null => {
  const ms = scormDurationMs(text(value));
  return ms === null ? null : ms / 1000;
};

/** A CMI collection as runtimes render it: an array, or an object keyed "0", "1", … (scorm-again's JSON). */
function collection(value: unknown): Json[] {
  if (Array.isArray(value)) return value.map(record);
  const keyed = record(value);
  return Object.keys(keyed)
    .filter((key) => /^\d+$/.test(key))
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => record(keyed[key]));
}

const NOT_ATTEMPTED: ScoReport = {
  completion_status: "not_attempted",
  success_status: "unknown",
  score_raw: null,
  score_min: null,
  score_max: null,
  score_scaled: null,
  total_seconds: 0,
  interactions: [],
};

/** 1.2 has one lesson_status for both: passed and failed are also completed (the SCO ran to its end). */
function lessonStatus(value: string): { completion_status: ScoCompletion; success_status: ScoSuccess } {
  switch (value) {
    case "passed":
    case "failed":
      return { completion_status: "completed", success_status: value };
    case "completed":
    case "incomplete":
    case "browsed":
      return { completion_status: value, success_status: "unknown" };
    default:
      return { completion_status: "not_attempted", success_status: "unknown" };
  }
}

function interactionOf(entry: Json, version: ScormVersion): ScoInteraction {
  const result = text(entry.result);
  return {
    id: text(entry.id),
    type: text(entry.type),
    learner_response: text(version === "1.2" ? entry.student_response : entry.learner_response),
    result: result === "wrong" ? "incorrect" : result,
    latency_seconds: seconds(entry.latency),
  };
}

/** The report of one SCO from its stored CMI data (null: never launched in that attempt). */
export function scoReport(version: ScormVersion, cmi: Json | null): ScoReport {
  if (cmi === null) return NOT_ATTEMPTED;
  const core = record(cmi.core);
  const score = record(version === "1.2" ? core.score : cmi.score);
  const timeOf = version === "1.2" ? core : cmi;
  const completion = text(cmi.completion_status).replace(" ", "_");
  const success = text(cmi.success_status);
  return {
    ...(version === "1.2"
      ? lessonStatus(text(core.lesson_status))
      : {
          completion_status: (SCO_COMPLETION as readonly string[]).includes(completion)
            ? (completion as ScoCompletion)
            : "unknown",
          success_status: success === "passed" || success === "failed" ? success : "unknown",
        }),
    score_raw: number(score.raw),
    score_min: number(score.min),
    score_max: number(score.max),
    score_scaled: version === "2004" ? number(score.scaled) : null,
    total_seconds: (seconds(timeOf.total_time) ?? 0) + (seconds(timeOf.session_time) ?? 0),
    interactions: collection(cmi.interactions).map((entry) => interactionOf(entry, version)),
  };
}
