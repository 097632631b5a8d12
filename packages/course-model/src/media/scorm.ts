/**
 * The SCORM runtime as the app sees it: the launcher on the content origin (which holds the real SCORM API)
 * reports every change to the app window with these messages. Pure so the launcher bundle, the web player
 * and tests share one reading of the CMI data.
 */

import type { ActivityDef } from "../scorm/sequencing/types";
import type { ScormSco } from "./types";

export const SCORM_MESSAGE_SOURCE = "coursewright-scorm";

export type ScormVersion = "1.2" | "2004";
export type ScormCompletionStatus = "completed" | "incomplete" | "not attempted" | "unknown";
export type ScormSuccessStatus = "passed" | "failed" | "unknown";

export interface ScormSnapshot {
  version: ScormVersion;
  /** The SCO called LMSInitialize / Initialize. */
  initialized: boolean;
  /** The SCO called LMSFinish / Terminate. */
  finished: boolean;
  completion_status: ScormCompletionStatus;
  success_status: ScormSuccessStatus;
  score_raw: number | null;
  /** 0..1; SCORM 1.2 has none, so it is the raw score within its min and max (0..100 when unset). */
  score_scaled: number | null;
  /** SCORM 1.2 cmi.core.lesson_status (null for 2004). */
  lesson_status: string | null;
  location: string;
  suspend_data: string;
  /** As the SCO reported it, else the time since it initialised (1.2: HHHH:MM:SS, 2004: ISO 8601). */
  session_time: string;
  /** Seconds since the SCO initialised, measured by the launcher when the report was sent. */
  elapsed_seconds: number;
}

/** GET /api/medialibrary/scorms/{id}/launch answers this under `data`. */
export interface ScormLaunchInfo {
  /** The launcher page on the content origin, with the package's signed path and the first SCO. */
  launch_url: string;
  version: ScormVersion;
  scos: ScormSco[];
  /** The organization with its sequencing, when the package has one (ScormPackageInfo.tree). */
  tree?: ActivityDef;
}

/** The launcher URL for another SCO of the same package (the launch query parameter names it). */
export function launchUrlForSco(launchUrl: string, launch: string): string {
  const url = new URL(launchUrl);
  url.searchParams.set("launch", launch);
  return url.toString();
}

/** "unloaded": the SCO's document has been navigated away and its last calls are in (the answer to "unload"). */
export type ScormMessageType = "ready" | "initialize" | "set" | "commit" | "finish" | "unloaded";

export interface ScormRuntimeMessage {
  source: typeof SCORM_MESSAGE_SOURCE;
  type: ScormMessageType;
  element?: string;
  value?: string;
  snapshot: ScormSnapshot;
  /** The whole CMI data (set, commit and finish), to give back with { type: "load", state } to resume. */
  state?: Record<string, unknown>;
  /** finish (SCORM 2004): the adl.nav.request the SCO left, for the app's sequencing (issue 16 item 5). */
  nav_request?: string;
  /** set, commit and finish (SCORM 2004): the shared data stores the SCO may write, as they are now. */
  shared?: Record<string, string>;
}

/** What the app may send to the launcher. */
export interface ScormLoadMessage {
  type: "load";
  state: Record<string, unknown>;
  /** Where the launcher itself sends the CMI data (by beacon: it still gets there while the page closes). */
  save?: ScormSaveTarget;
  /** adl.nav.request_valid as the package's sequencing answers it (SCORM 2004). */
  nav?: ScormNavValid;
  /** SCORM 2004 4th Edition shared data (adl.data.n) of the SCO: its maps and the learner's stores by target id. */
  shared?: ScormSharedData;
}

/**
 * adl.nav.request_valid.continue / previous, and .choice / .jump.{target=ID} by activity id (absent: "unknown").
 * Sent again as { type: "nav", nav } whenever the sequencing state changes while the SCO runs.
 */
export interface ScormNavValid {
  continue: boolean;
  previous: boolean;
  choice?: Record<string, boolean>;
  jump?: Record<string, boolean>;
}

export interface ScormNavUpdate {
  type: "nav";
  nav: ScormNavValid;
}

/** The manifest's adlcp:data/map entries of a SCO and the stores the learner's attempt has (issue 16 item 4). */
export interface ScormSharedData {
  maps: { id: string; read: boolean; write: boolean }[];
  stores: Record<string, string>;
}

/** A POST the launcher sends with `{ ...body, cmi }` as text/plain JSON at each commit and finish. */
export interface ScormSaveTarget {
  url: string;
  body: Record<string, unknown>;
}

/** The app asks the launcher to unload the SCO (navigate its frame away) and answer "unloaded". */
export interface ScormUnloadRequest {
  type: "unload";
}
export interface ScormFinishRequest {
  type: "finish";
}

/** CMI values read from the runtime, as strings the way SCORM keeps them. */
export interface ScormCmiFacts {
  version: ScormVersion;
  lesson_status?: string;
  completion_status?: string;
  success_status?: string;
  score_raw?: string;
  score_min?: string;
  score_max?: string;
  score_scaled?: string;
  location?: string;
  suspend_data?: string;
  session_time?: string;
}

const COMPLETION: readonly string[] = ["completed", "incomplete", "not attempted", "unknown"];
const SUCCESS: readonly string[] = ["passed", "failed", "unknown"];

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The player's reading of the runtime data. SCORM 1.2 rule: a SCO that finishes without ever setting
 * cmi.core.lesson_status counts as completed (it has run to its end and tracks nothing else).
 */
export function scormSnapshot(
  facts: ScormCmiFacts,
  state: { initialized: boolean; finished: boolean; elapsedSeconds: number },
): ScormSnapshot {
  const common = {
    version: facts.version,
    initialized: state.initialized,
    finished: state.finished,
    location: facts.location ?? "",
    suspend_data: facts.suspend_data ?? "",
    session_time: facts.session_time || formatSessionTime(facts.version, state.elapsedSeconds),
    elapsed_seconds: Math.floor(state.elapsedSeconds),
    score_raw: toNumber(facts.score_raw),
  };
  if (facts.version === "2004") {
    const completion = facts.completion_status ?? "unknown";
    const success = facts.success_status ?? "unknown";
    return {
      ...common,
      completion_status: (COMPLETION.includes(completion) ? completion : "unknown") as ScormCompletionStatus,
      success_status: (SUCCESS.includes(success) ? success : "unknown") as ScormSuccessStatus,
      score_scaled: toNumber(facts.score_scaled),
      lesson_status: null,
    };
  }
  let lesson = facts.lesson_status || "not attempted";
  if (state.finished && lesson === "not attempted") lesson = "completed";
  const raw = common.score_raw;
  const min = toNumber(facts.score_min) ?? 0;
  const max = toNumber(facts.score_max) ?? 100;
  return {
    ...common,
    lesson_status: lesson,
    completion_status: ["passed", "failed", "completed"].includes(lesson)
      ? "completed"
      : lesson === "incomplete" || lesson === "browsed"
        ? "incomplete"
        : "not attempted",
    success_status: lesson === "passed" ? "passed" : lesson === "failed" ? "failed" : "unknown",
    score_scaled: raw === null || max <= min ? null : Math.min(1, Math.max(0, (raw - min) / (max - min))),
  };
}

/** 1.2: HHHH:MM:SS; 2004: ISO 8601 duration (PT#H#M#S). */
export function formatSessionTime(version: ScormVersion, totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (version === "1.2")
    return `${String(h).padStart(4, "0")}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
  return `PT${h}H${m}M${s}S`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** Whether a postMessage payload is a launcher report (the app checks the sender's origin too). */
export function isScormRuntimeMessage(data: unknown): data is ScormRuntimeMessage {
  return (
    isRecord(data) &&
    data.source === SCORM_MESSAGE_SOURCE &&
    typeof data.type === "string" &&
    ["ready", "initialize", "set", "commit", "finish", "unloaded"].includes(data.type) &&
    isRecord(data.snapshot)
  );
}
