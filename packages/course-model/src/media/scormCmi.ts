// What an LMS hands a SCO on its next launch from what the SCO wrote before (issue 16 item 1): the rules of
// SCORM 1.2 (RTE 3.4) and 2004 (RTE 4.2) for cmi.entry, cmi.total_time and the learner's id and name. Shared by
// the server (learners' progress) and the browser (previews and the other progress modes).
import { isoSessionTime, scorm12SessionTime } from "../scorm/sessionTime";
import type { ScormVersion } from "./scorm";

type Json = Record<string, unknown>;

/** The longest suspend_data each version promises a SCO (1.2: 4,096 characters; 2004 4th Edition: 64,000). */
export const SCORM_SUSPEND_DATA_LIMIT: Record<ScormVersion, number> = { "1.2": 4096, "2004": 64000 };
/** The whole CMI data of one SCO as JSON text, at most: 64,000 of suspend data and room for interactions. */
export const SCORM_CMI_MAX_CHARS = 256 * 1024;

export interface ScormLearner {
  id: string;
  name: string;
}

const record = (value: unknown): Json =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** Milliseconds of a SCORM time span: 1.2 CMITimespan (HHHH:MM:SS.SS) or 2004 ISO 8601 duration; null if neither. */
export function scormDurationMs(value: string): number | null {
  const span = /^(\d{1,4}):(\d{2}):(\d{2}(?:\.\d{1,2})?)$/.exec(value);
  if (span) return (Number(span[1]) * 3600 + Number(span[2]) * 60 + Number(span[3])) * 1000;
  const iso =
    /^P(?:(\d+(?:\.\d+)?)Y)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
      value,
    );
  if (!iso || value === "P" || value.endsWith("T")) return null;
  const [, y, mo, d, h, mi, s] = iso.map((part) => Number(part ?? 0));
  // Years and months as SCORM Cloud counts them (365 and 30 days): SCOs report hours, minutes and seconds.
  const seconds = (y ?? 0) * 31_536_000 + (mo ?? 0) * 2_592_000 + (d ?? 0) * 86_400 + (h ?? 0) * 3600;
  return (seconds + (mi ?? 0) * 60 + (s ?? 0)) * 1000;
}

/** The total time after a session: the total handed to the SCO plus the session time it reported. */
function addedTime(version: ScormVersion, total: unknown, session: unknown): string {
  const ms = (scormDurationMs(text(total)) ?? 0) + (scormDurationMs(text(session)) ?? 0);
  return version === "1.2" ? scorm12SessionTime(ms) : isoSessionTime(ms);
}

/**
 * The CMI data for a SCO's launch: what it wrote last time (`stored`, null on its first launch) with what the
 * LMS decides. cmi.entry is "ab-initio" on a first launch, "resume" after an exit of "suspend", "" otherwise;
 * cmi.total_time grows by the session time the SCO reported; exit and session_time are write-only and start
 * empty; the learner's id and name are the LMS's.
 */
export function scormLaunchCmi(version: ScormVersion, kept: Json | null, learner: ScormLearner): Json {
  // An empty object is a SCO whose activity began a new attempt (restartedScos): nothing to hand back.
  const stored = kept !== null && Object.keys(kept).length > 0 ? kept : null;
  const cmi: Json = { ...(stored ?? {}) };
  if (version === "1.2") {
    const core: Json = { ...record(cmi.core) };
    core.entry = stored === null ? "ab-initio" : core.exit === "suspend" ? "resume" : "";
    if (stored !== null) core.total_time = addedTime(version, core.total_time, core.session_time);
    delete core.exit;
    delete core.session_time;
    core.student_id = learner.id;
    core.student_name = learner.name;
    cmi.core = core;
    return cmi;
  }
  cmi.entry = stored === null ? "ab-initio" : cmi.exit === "suspend" ? "resume" : "";
  if (stored !== null) cmi.total_time = addedTime(version, cmi.total_time, cmi.session_time);
  delete cmi.exit;
  delete cmi.session_time;
  cmi.learner_id = learner.id;
  cmi.learner_name = learner.name;
  return cmi;
}

/** Why a SCO's CMI data cannot be kept, or null: too large, or suspend data past the version's limit. */
export function scormCmiProblem(version: ScormVersion, cmi: Json): "too_large" | "suspend_data_too_long" | null {
  if (JSON.stringify(cmi).length > SCORM_CMI_MAX_CHARS) return "too_large";
  if (text(cmi.suspend_data).length > SCORM_SUSPEND_DATA_LIMIT[version]) return "suspend_data_too_long";
  return null;
}
