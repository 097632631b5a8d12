import type { ScormVersion } from "../media/scorm";
import type { ScormInteraction } from "../quiz/interaction";

/**
 * The SCORM data model elements the player writes (spec 4 SCORM session), named as SCORM 2004 names them.
 * The player builds every write in 2004 terms and toScorm12 turns a batch into SCORM 1.2's elements, so the
 * launcher inside the package only passes names and values through to the LMS API.
 */
export const SCORM_ELEMENTS = {
  suspendData: "cmi.suspend_data",
  sessionTime: "cmi.session_time",
  scoreMin: "cmi.score.min",
  scoreMax: "cmi.score.max",
  scoreRaw: "cmi.score.raw",
  scoreScaled: "cmi.score.scaled",
  completionStatus: "cmi.completion_status",
  successStatus: "cmi.success_status",
  exit: "cmi.exit",
  learnerId: "cmi.learner_id",
  interactionCount: "cmi.interactions._count",
} as const;

/** One SetValue: element and value, values as text as the API takes them. */
export type ScormWrite = readonly [element: string, value: string];

/** What the learner's status is in SCORM 2004 terms: 1.2 has one lesson_status for both. */
export interface ScormStatus {
  completion: string;
  success: string;
}

export const INITIAL_SCORM_STATUS: ScormStatus = { completion: "unknown", success: "unknown" };

/**
 * SCORM 1.2 cmi.core.lesson_status of a 2004 completion and success: passed and failed win (they say
 * completed too), then completed, then not attempted; anything else is incomplete.
 */
export function lessonStatus({ completion, success }: ScormStatus): string {
  if (success === "passed" || success === "failed") return success;
  if (completion === "completed") return "completed";
  if (completion === "not attempted") return "not attempted";
  return "incomplete";
}

/** 2004 timeinterval (PT#H#M#S, as isoSessionTime writes it) as 1.2 CMITimespan HHHH:MM:SS.SS. */
export function isoToCmiTimespan(iso: string): string | null {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)(?:\.(\d{1,2}))?S)?$/.exec(iso);
  if (!match || iso === "PT") return null;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  const hours = Math.min(9999, Math.floor(total / 3600));
  const pad = (value: number, length = 2) => String(value).padStart(length, "0");
  const centis = (match[4] ?? "00").padEnd(2, "0");
  return `${pad(hours, 4)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}.${centis}`;
}

const EXIT_12: Record<string, string> = { suspend: "suspend", logout: "logout", "time-out": "time-out", normal: "" };
const RESULT_12: Record<string, string> = { incorrect: "wrong" };

/** The 1.2 name of an element that only changes its name (reads included); null when 1.2 has no such element. */
export function scorm12Element(element: string): string | null {
  const interaction = /^cmi\.interactions\.(\d+)\.(.+)$/.exec(element);
  if (interaction) {
    const [, index, field] = interaction;
    if (field === "description" || field === "timestamp") return null;
    return `cmi.interactions.${index}.${field === "learner_response" ? "student_response" : field}`;
  }
  switch (element) {
    case "cmi.score.raw":
    case "cmi.score.min":
    case "cmi.score.max":
      return element.replace("cmi.", "cmi.core.");
    case "cmi.session_time":
      return "cmi.core.session_time";
    case "cmi.exit":
      return "cmi.core.exit";
    case "cmi.entry":
      return "cmi.core.entry";
    case "cmi.location":
      return "cmi.core.lesson_location";
    case "cmi.learner_id":
      return "cmi.core.student_id";
    case "cmi.learner_name":
      return "cmi.core.student_name";
    case "cmi.suspend_data":
    case "cmi.interactions._count":
      return element;
    default:
      // cmi.score.scaled, completion_status and success_status (folded into lesson_status by toScorm12).
      return null;
  }
}

/**
 * A batch of 2004 writes as 1.2 writes: names mapped, session time and exit values converted, results
 * "incorrect" as "wrong", description and scaled score left out (1.2 has neither), and completion and
 * success folded into one lesson_status write at the place of the batch's last status write.
 */
export function toScorm12(
  writes: readonly ScormWrite[],
  status: ScormStatus,
): { writes: ScormWrite[]; status: ScormStatus } {
  let next = status;
  const out: (ScormWrite | "status")[] = [];
  for (const [element, value] of writes) {
    if (element === SCORM_ELEMENTS.completionStatus || element === SCORM_ELEMENTS.successStatus) {
      next = element === SCORM_ELEMENTS.completionStatus ? { ...next, completion: value } : { ...next, success: value };
      const at = out.indexOf("status");
      if (at >= 0) out.splice(at, 1);
      out.push("status");
      continue;
    }
    const name = scorm12Element(element);
    if (name === null) continue;
    if (element === SCORM_ELEMENTS.sessionTime) {
      const timespan = isoToCmiTimespan(value);
      if (timespan !== null) out.push([name, timespan]);
    } else if (element === SCORM_ELEMENTS.exit) out.push([name, EXIT_12[value] ?? ""]);
    else if (name.endsWith(".result")) out.push([name, RESULT_12[value] ?? value]);
    else out.push([name, value]);
  }
  const lesson = lessonStatus(next);
  return {
    writes: out.map((write): ScormWrite => (write === "status" ? ["cmi.core.lesson_status", lesson] : write)),
    status: next,
  };
}

/**
 * The writes of one answered question as interaction `index` (cmi.interactions.n.*). id and type go first:
 * an LMS checks a response against the interaction's type. An empty correct response (answers people review)
 * is left out, as SCORM has no empty pattern, and so is an empty learner response (a true-false, choice or
 * matching question a time limit failed: no response fits their formats). The interaction must be built in the version's format
 * (scormInteraction(..., "scorm12") for 1.2), whose names toScorm12 then maps.
 */
export function interactionWrites(index: number, interaction: ScormInteraction, timestamp?: string): ScormWrite[] {
  const at = `cmi.interactions.${index}`;
  const writes: ScormWrite[] = [
    [`${at}.id`, interaction.id],
    [`${at}.type`, interaction.type],
  ];
  if (timestamp) writes.push([`${at}.timestamp`, timestamp]);
  if (interaction.description) writes.push([`${at}.description`, interaction.description]);
  if (interaction.learner_response) writes.push([`${at}.learner_response`, interaction.learner_response]);
  if (interaction.correct_response) writes.push([`${at}.correct_responses.0.pattern`, interaction.correct_response]);
  writes.push([`${at}.result`, interaction.result]);
  return writes;
}

/** A version's writes from a batch of 2004 writes (the identity for 2004). */
export function writesFor(
  version: ScormVersion,
  writes: readonly ScormWrite[],
  status: ScormStatus,
): { writes: ScormWrite[]; status: ScormStatus } {
  if (version === "1.2") return toScorm12(writes, status);
  let next = status;
  for (const [element, value] of writes) {
    if (element === SCORM_ELEMENTS.completionStatus) next = { ...next, completion: value };
    if (element === SCORM_ELEMENTS.successStatus) next = { ...next, success: value };
  }
  return { writes: [...writes], status: next };
}
