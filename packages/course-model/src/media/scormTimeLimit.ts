// A SCO's time limit as Moodle and SCORM Cloud act on it (issue 16): SCORM 1.2 cmi.student_data.max_time_allowed /
// time_limit_action (adlcp:maxtimeallowed, adlcp:timelimitaction), SCORM 2004 cmi.max_time_allowed /
// cmi.time_limit_action (imsss:attemptAbsoluteDurationLimit, adlcp:timeLimitAction). The limit counts the learner's
// time across launches: what is left is the limit less cmi.total_time handed to this launch.

import type { ScormVersion } from "./scorm";
import { scormDurationMs } from "./scormCmi";

type Json = Record<string, unknown>;

export interface ScormTimeLimit {
  /** Milliseconds from the SCO's Initialize until its time runs out (0: already out at launch). */
  remainingMs: number;
  /** "exit,…": the SCO is ended when its time runs out; "continue,…": it goes on. */
  exit: boolean;
  /** "…,message": the learner is told; "…,no message": not. */
  message: boolean;
}

const record = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** The limit in the SCO's launch CMI, or null when it has none (or a value no SCORM reader would take). */
export function scormTimeLimit(version: ScormVersion, cmi: Json): ScormTimeLimit | null {
  const source = version === "1.2" ? record(cmi.student_data) : cmi;
  const limitMs = scormDurationMs(text(source.max_time_allowed));
  // A zero limit is a manifest's "no limit" in practice: never end a SCO before it starts.
  if (limitMs === null || limitMs <= 0) return null;
  const total = version === "1.2" ? record(cmi.core).total_time : cmi.total_time;
  const usedMs = scormDurationMs(text(total)) ?? 0;
  // Both versions' default action is "continue,no message".
  const [what, how] = (text(source.time_limit_action).toLowerCase() || "continue,no message")
    .split(",")
    .map((part) => part.trim());
  return { remainingMs: Math.max(0, limitMs - usedMs), exit: what === "exit", message: how === "message" };
}
