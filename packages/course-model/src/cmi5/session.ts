import type { Cmi5LaunchData, Cmi5LaunchParameters } from "./launch";
import { cmi5Statement, type XapiResult, type XapiStatement, xapiDuration } from "./statements";
import type { Cmi5AuVerb } from "./vocabulary";

/** What this registration's earlier sessions already said (kept by the AU in its own state document). */
export interface Cmi5RegistrationRecord {
  completed: boolean;
  passed: boolean;
}

/** The course's state as the player reports it (its SCORM 2004 completion, success and scaled score). */
export interface Cmi5Outcome {
  completed: boolean;
  success: "passed" | "failed" | null;
  /** 0..1, or null when the player has not scored. */
  scaled: number | null;
}

export interface Cmi5SessionOptions {
  launch: Cmi5LaunchParameters;
  data: Cmi5LaunchData;
  record: Cmi5RegistrationRecord;
  now: () => number;
  uuid: () => string;
}

export interface Cmi5Session {
  /** The first statement of the session; null when already sent. */
  initialized(): XapiStatement | null;
  /** The completed / passed / failed statements this outcome calls for, none twice (cmi5 section 9.3). */
  outcome(outcome: Cmi5Outcome): XapiStatement[];
  /** The last statement of the session; null before initialized or once sent. */
  terminated(): XapiStatement | null;
  /** What the registration has said so far, to keep for its next session. */
  record(): Cmi5RegistrationRecord;
}

/**
 * The AU's side of one cmi5 session as rules, without I/O: initialized first, terminated last, and in between
 * what the outcome calls for in launchMode Normal only (Browse and Review record nothing but the two): one
 * completed per registration, one passed per registration, at most one of passed and failed per session, never
 * a failed after a passed. With a masteryScore the verdict is the LMS's (scaled score against it), otherwise the
 * player's. Durations run from the initialized statement.
 */
export function createCmi5Session(options: Cmi5SessionOptions): Cmi5Session {
  const { launch, data, now, uuid } = options;
  const record = { ...options.record };
  let startedAt: number | null = null;
  let ended = false;
  let judgedThisSession = false;

  const statement = (verb: Cmi5AuVerb, result?: XapiResult, masteryScore?: number) =>
    cmi5Statement(launch, data, { verb, id: uuid(), timestamp: now(), result, masteryScore });
  const duration = () => xapiDuration(now() - (startedAt ?? now()));

  const verdict = (outcome: Cmi5Outcome): "passed" | "failed" | null => {
    if (outcome.success === null) return null;
    if (data.masteryScore !== null && outcome.scaled !== null) {
      return outcome.scaled >= data.masteryScore ? "passed" : "failed";
    }
    return outcome.success;
  };

  return {
    initialized() {
      if (startedAt !== null) return null;
      startedAt = now();
      return statement("initialized");
    },
    outcome(outcome) {
      if (startedAt === null || ended || data.launchMode !== "Normal") return [];
      const statements: XapiStatement[] = [];
      if (outcome.completed && !record.completed) {
        record.completed = true;
        statements.push(statement("completed", { completion: true, duration: duration() }));
      }
      const judged = verdict(outcome);
      if (judged && !judgedThisSession && !record.passed) {
        judgedThisSession = true;
        if (judged === "passed") record.passed = true;
        const result: XapiResult = { success: judged === "passed", duration: duration() };
        if (outcome.scaled !== null) {
          const raw = Math.round(outcome.scaled * 100);
          result.score = { scaled: outcome.scaled, raw, min: 0, max: 100 };
        }
        const mastery = data.masteryScore !== null && outcome.scaled !== null ? data.masteryScore : undefined;
        statements.push(statement(judged, result, mastery));
      }
      return statements;
    },
    terminated() {
      if (startedAt === null || ended) return null;
      ended = true;
      return statement("terminated", { duration: duration() });
    },
    record: () => ({ ...record }),
  };
}
