// The manifest's run-time data in a SCO's launch CMI, and the statuses an LMS decides from it (issue 16 item 4):
// SCORM 1.2 RTE 3.4 (mastery_score decides passed / failed from score.raw) and SCORM 2004 RTE 4.2
// (scaled_passing_score decides success_status from score.scaled, completion_threshold decides completion_status
// from progress_measure). Shared by the launcher (at Terminate / LMSFinish) and its tests.
import type { ScormVersion } from "./scorm";
import type { ScormScoData } from "./types";

type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const number = (value: unknown): number | null => {
  const s = text(value).trim();
  if (s === "") return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

/**
 * The launch CMI with the manifest's values, which are the LMS's (read-only for the SCO): they replace whatever
 * an earlier launch kept. Objectives named in the manifest and not yet in cmi.objectives are added after the
 * ones kept, so the SCO finds them by id.
 */
export function withManifestData(version: ScormVersion, cmi: Json, data: ScormScoData | undefined): Json {
  if (!data) return cmi;
  const out: Json = { ...cmi };
  if (data.launch_data !== undefined) out.launch_data = data.launch_data;
  if (version === "1.2") {
    const student: Json = { ...record(out.student_data) };
    if (data.mastery_score !== undefined) student.mastery_score = data.mastery_score;
    if (data.max_time_allowed !== undefined) student.max_time_allowed = data.max_time_allowed;
    if (data.time_limit_action !== undefined) student.time_limit_action = data.time_limit_action;
    out.student_data = student;
    return out;
  }
  if (data.scaled_passing_score !== undefined) out.scaled_passing_score = data.scaled_passing_score;
  if (data.completion_threshold !== undefined) out.completion_threshold = data.completion_threshold;
  if (data.max_time_allowed !== undefined) out.max_time_allowed = data.max_time_allowed;
  if (data.time_limit_action !== undefined) out.time_limit_action = data.time_limit_action;
  if (data.objectives?.length) {
    // scorm-again renders cmi.objectives as { "0": {...}, "1": {...} }; an array reads the same.
    const kept = Object.values(record(out.objectives)).map(record);
    const known = new Set(kept.map((objective) => text(objective.id)));
    const added = data.objectives.filter((id) => !known.has(id)).map((id) => ({ id }));
    out.objectives = Object.fromEntries([...kept, ...added].map((objective, i) => [String(i), objective]));
  }
  return out;
}

/** 2004: success_status from score.scaled when the LMS has a scaled_passing_score (RTE 4.2.22), else as set. */
export function decidedSuccessStatus(success: string, scaled: string, passing: string): string {
  const score = number(scaled);
  const threshold = number(passing);
  if (score === null || threshold === null) return success || "unknown";
  return score >= threshold ? "passed" : "failed";
}

/** 2004: completion_status from progress_measure when the LMS has a completion_threshold (RTE 4.2.4), else as set. */
export function decidedCompletionStatus(completion: string, progress: string, threshold: string): string {
  const measure = number(progress);
  const min = number(threshold);
  if (measure === null || min === null) return completion || "unknown";
  return measure >= min ? "completed" : "incomplete";
}

/**
 * 1.2: with a mastery_score and a score.raw, a SCO credited in normal mode is passed or failed by the score
 * (RTE 3.4.2.3: the LMS may change the status it set); else the status stays as the SCO set it.
 */
export function decidedLessonStatus(status: string, raw: string, mastery: string, credit = "credit"): string {
  const score = number(raw);
  const min = number(mastery);
  // An unset credit (scorm-again leaves it empty) is credit: only "no-credit" keeps the SCO's own status.
  if (score === null || min === null || credit === "no-credit") return status;
  return score >= min ? "passed" : "failed";
}
