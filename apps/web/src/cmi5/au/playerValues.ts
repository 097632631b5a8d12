import type { Cmi5Outcome, Cmi5RegistrationRecord } from "@coursewright/course-model/cmi5";

/**
 * The AU's own state document in the LMS (per learner, AU and registration): the player's suspend data, so a
 * later session of the registration resumes where the learner left, and what the registration already sent, so
 * no completed or passed is sent twice. The server keeps the progress too (the launch's share), as for SCORM.
 */
export const AU_STATE_ID = "urn:coursewright:cmi5:au-state";

export interface AuState {
  suspendData: string;
  record: Cmi5RegistrationRecord;
}

export function parseAuState(value: unknown): AuState {
  const doc = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  const record = typeof doc.record === "object" && doc.record !== null ? (doc.record as Record<string, unknown>) : {};
  return {
    suspendData: typeof doc.suspendData === "string" ? doc.suspendData : "",
    record: { completed: record.completed === true, passed: record.passed === true },
  };
}

const SUSPEND_DATA = "cmi.suspend_data";
const OUTCOME_KEYS = new Set(["cmi.completion_status", "cmi.success_status", "cmi.score.scaled"]);

export interface PlayerValues {
  /** What the player reads back (get_value): its suspend data; anything else is empty. */
  get(key: string): string;
  /** Keeps a write (set_value) and says what it changed. */
  set(key: string, value: string): { suspendData: boolean; outcome: boolean };
  suspendData(): string;
  outcome(): Cmi5Outcome;
}

/**
 * The SCORM 2004 data model the player speaks to the package (progress_mode=scorm), held in the AU page: the
 * player writes completion, success and the scaled score when it finishes, which become the cmi5 outcome.
 */
export function createPlayerValues(savedSuspendData: string): PlayerValues {
  const values = new Map<string, string>([[SUSPEND_DATA, savedSuspendData]]);
  return {
    get: (key) => values.get(key) ?? "",
    set(key, value) {
      const changed = values.get(key) !== value;
      values.set(key, value);
      return { suspendData: changed && key === SUSPEND_DATA, outcome: changed && OUTCOME_KEYS.has(key) };
    },
    suspendData: () => values.get(SUSPEND_DATA) ?? "",
    outcome() {
      const success = values.get("cmi.success_status");
      const scaled = Number.parseFloat(values.get("cmi.score.scaled") ?? "");
      return {
        completed: values.get("cmi.completion_status") === "completed",
        success: success === "passed" || success === "failed" ? success : null,
        scaled: Number.isFinite(scaled) && scaled >= 0 && scaled <= 1 ? scaled : null,
      };
    },
  };
}
