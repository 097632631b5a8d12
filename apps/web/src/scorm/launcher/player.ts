// The launcher page of the content origin (scorm-player.html): it gives the SCO the SCORM runtime API on this
// window (window.API for 1.2, window.API_1484_11 for 2004), opens the SCO in a frame below, and reports every
// runtime change to the app window by postMessage. Compiled by esbuild into scorm-player.js.
import {
  formatSessionTime,
  SCORM_MESSAGE_SOURCE,
  type ScormCmiFacts,
  type ScormMessageType,
  type ScormNavValid,
  type ScormRuntimeMessage,
  type ScormSaveTarget,
  type ScormVersion,
  scormSnapshot,
} from "@coursewright/course-model/media/scorm";
import {
  decidedCompletionStatus,
  decidedLessonStatus,
  decidedSuccessStatus,
} from "@coursewright/course-model/media/scormManifestData";
import { Scorm12API, Scorm2004API } from "scorm-again";
import { applySharedData, readSharedData, writableStores } from "./sharedData";
import { answerTargetedRequests, readNavValid } from "./targetedNav";

declare global {
  interface Window {
    API?: Scorm12API;
    API_1484_11?: Scorm2004API;
  }
}

type Json = Record<string, unknown>;

/** How long a launch with resume=1 waits for the app's { type: "load" } before starting afresh (spec: 5000 ms). */
const LOAD_TIMEOUT_MS = 5000;
/** How long an unload waits for the SCO's document to go (its unload handlers' LMSFinish / Terminate). */
const UNLOAD_TIMEOUT_MS = 2000;
/** Values set without a commit are sent this long after the last one (a commit or finish sends at once). */
const SAVE_DELAY_MS = 1000;
const PACKAGE_PATH = /^\/scorm\/\d+\/\d+\/[A-Za-z0-9_-]+\/$/;

const params = new URLSearchParams(location.search);
const version: ScormVersion = params.get("version") === "2004" ? "2004" : "1.2";
const allowedOrigins = (document.querySelector('meta[name="coursewright-app-origins"]')?.getAttribute("content") ?? "")
  .split(/\s+/)
  .filter(Boolean);
const requestedOrigin = params.get("app");
// Only an origin the server wrote into this page may receive reports (they may carry learner data).
const appOrigin = requestedOrigin && allowedOrigins.includes(requestedOrigin) ? requestedOrigin : allowedOrigins[0];

function showProblem(text: string): void {
  const problem = document.getElementById("problem");
  if (problem) {
    problem.textContent = text;
    problem.hidden = false;
  }
}

/** The SCO's address: inside the signed package folder of this origin, whatever `launch` says. */
function scoUrl(): URL | null {
  const pkg = params.get("pkg") ?? "";
  const launch = params.get("launch") ?? "";
  if (!PACKAGE_PATH.test(pkg) || !launch) return null;
  try {
    const url = new URL(launch, `${location.origin}${pkg}`);
    return url.origin === location.origin && url.pathname.startsWith(pkg) ? url : null;
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);
const obj = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});

function readFacts(cmi: Json): ScormCmiFacts {
  if (version === "2004") {
    const score = obj(cmi.score);
    return {
      version,
      completion_status: str(cmi.completion_status),
      success_status: str(cmi.success_status),
      score_raw: str(score.raw),
      score_scaled: str(score.scaled),
      location: str(cmi.location),
      suspend_data: str(cmi.suspend_data),
      session_time: reportedSessionTime,
    };
  }
  const core = obj(cmi.core);
  const score = obj(core.score);
  return {
    version,
    lesson_status: str(core.lesson_status),
    score_raw: str(score.raw),
    score_min: str(score.min),
    score_max: str(score.max),
    location: str(core.lesson_location),
    suspend_data: str(cmi.suspend_data),
    session_time: reportedSessionTime,
  };
}

const api =
  version === "2004"
    ? new Scorm2004API({ lmsCommitUrl: false, autocommit: false, logLevel: 4 })
    : new Scorm12API({ lmsCommitUrl: false, autocommit: false, logLevel: 4, autoCompleteLessonStatus: true });

/** adl.nav.request_valid as the app's sequencing answers it now (SCORM 2004 packages with a tree). */
let navValid: ScormNavValid | null = null;
if (api instanceof Scorm2004API) answerTargetedRequests(api, () => navValid);

let initialized = false;
let finished = false;
let startedAt = 0;
let reportedSessionTime: string | undefined;

/**
 * The whole CMI data as the runtime renders it, with cmi.total_time, which scorm-again leaves out of its JSON:
 * the server adds the session time to it for the next launch.
 */
function cmiData(): Json {
  const cmi = obj(api.renderCMIToJSONObject().cmi);
  try {
    if (api instanceof Scorm2004API) cmi.total_time = api.cmi.total_time;
    else cmi.core = { ...obj(cmi.core), total_time: api.cmi.core.total_time };
  } catch {
    // Not readable here: the next launch counts from this session only.
  }
  return cmi;
}

function post(type: ScormMessageType, extra: { element?: string; value?: string; withState?: boolean } = {}): void {
  // While the app removes this frame, the SCO's unload handlers still call the API and window.parent is null:
  // the report is lost then, the save (sent first) is not.
  const parent = window.parent as Window | null;
  if (!appOrigin || !parent || parent === window) return;
  const cmi = cmiData();
  const elapsedSeconds = initialized ? (Date.now() - startedAt) / 1000 : 0;
  const message: ScormRuntimeMessage = {
    source: SCORM_MESSAGE_SOURCE,
    type,
    snapshot: scormSnapshot(readFacts(cmi), { initialized, finished, elapsedSeconds }),
  };
  if (extra.element !== undefined) message.element = extra.element;
  if (extra.value !== undefined) message.value = extra.value;
  if (extra.withState) message.state = { cmi };
  const shared = extra.withState && api instanceof Scorm2004API ? writableStores(api) : undefined;
  if (shared) message.shared = shared;
  if (type === "finish" && api instanceof Scorm2004API) {
    // The SCO's navigation request (continue, choice, exitAll, ...): the app sequences it after Terminate.
    const request = api.adl.nav.request;
    if (request && request !== "_none_") message.nav_request = request;
  }
  parent.postMessage(message, appOrigin);
}

const events =
  version === "2004"
    ? { initialize: "Initialize", set: "SetValue.cmi.*", commit: "Commit", finish: "Terminate" }
    : { initialize: "LMSInitialize", set: "LMSSetValue.cmi.*", commit: "LMSCommit", finish: "LMSFinish" };

api.on(events.initialize, () => {
  initialized = true;
  startedAt = Date.now();
  post("initialize");
});
api.on(events.set, (element: unknown, value: unknown) => {
  const name = String(element);
  if (name === "cmi.core.session_time" || name === "cmi.session_time") reportedSessionTime = String(value);
  // Once the page has gone, no timer fires: what a SCO still sets goes at once.
  if (closed) save();
  else scheduleSave();
  post("set", { element: name, value: String(value), withState: true });
});
api.on(events.commit, () => {
  save();
  post("commit", { withState: true });
});
/**
 * The statuses the LMS decides at the end of a session from the manifest's data (issue 16 item 4): 1.2 passed /
 * failed from the mastery score, 2004 success from the scaled passing score and completion from the threshold.
 */
function decideStatuses(): void {
  try {
    if (api instanceof Scorm2004API) {
      const cmi = api.cmi;
      const success = decidedSuccessStatus(cmi.success_status, cmi.score.scaled, cmi.scaled_passing_score);
      if (success !== cmi.success_status) cmi.success_status = success;
      const completion = decidedCompletionStatus(cmi.completion_status, cmi.progress_measure, cmi.completion_threshold);
      if (completion !== cmi.completion_status) cmi.completion_status = completion;
    } else {
      const core = api.cmi.core;
      const status = decidedLessonStatus(
        core.lesson_status,
        core.score.raw,
        api.cmi.student_data.mastery_score,
        core.credit,
      );
      if (status !== core.lesson_status) core.lesson_status = status;
    }
  } catch {
    // The runtime refused a value: the SCO's own statuses stand.
  }
}

/**
 * A SCO that reports no session time (RuntimeMinimumCalls only initialises and finishes) gets the time the launcher
 * measured since its Initialize, as SCORM Cloud tracks it, so cmi.total_time grows on the next launch.
 */
function measuredSessionTime(): void {
  if (reportedSessionTime !== undefined || !startedAt) return;
  const value = formatSessionTime(version, (Date.now() - startedAt) / 1000);
  try {
    if (api instanceof Scorm2004API) api.cmi.session_time = value;
    else api.cmi.core.session_time = value;
    reportedSessionTime = value;
  } catch {
    // Refused: the next launch counts no time for this session.
  }
}

api.on(events.finish, () => {
  finished = true;
  measuredSessionTime();
  decideStatuses();
  // SCORM 1.2 (RTE 3.4.4): a SCO that finishes without a lesson_status is completed; kept so for its next launch.
  if (api instanceof Scorm12API && ["", "not attempted"].includes(api.cmi.core.lesson_status)) {
    try {
      api.cmi.core.lesson_status = "completed";
    } catch {
      // The runtime refused: the snapshot still reads it as completed.
    }
  }
  save();
  post("finish", { withState: true });
});

let saveTarget: ScormSaveTarget | null = null;
let saveTimer: number | undefined;

/**
 * Sends the CMI data to where the app said (the learner's progress on the server), by beacon: a SCO calls
 * LMSFinish / Terminate from its unload handler, when the app's page may be closing, and a beacon still goes.
 */
function save(): void {
  window.clearTimeout(saveTimer);
  saveTimer = undefined;
  if (!saveTarget || !initialized) return;
  const shared = api instanceof Scorm2004API ? writableStores(api) : undefined;
  const body = JSON.stringify({ ...saveTarget.body, cmi: cmiData(), ...(shared ? { shared } : {}) });
  const blob = new Blob([body], { type: "text/plain;charset=UTF-8" });
  // A beacon carries 64 KiB at most; a larger body (long 2004 suspend data) goes by fetch.
  if (!navigator.sendBeacon(saveTarget.url, blob)) {
    void fetch(saveTarget.url, { method: "POST", body: blob, mode: "no-cors", credentials: "omit" }).catch(() => {});
  }
}

function scheduleSave(): void {
  if (!saveTarget) return;
  window.clearTimeout(saveTimer);
  saveTimer = window.setTimeout(save, SAVE_DELAY_MS);
}

/** adl.nav.request_valid as the app's sequencing answers it for this SCO (at load, and whenever it changes). */
function setRequestValid(value: unknown): void {
  const nav = readNavValid(value);
  if (!(api instanceof Scorm2004API) || !nav) return;
  navValid = nav;
  if (initialized) return;
  try {
    // The runtime's own values too (read-only once the SCO has initialised), for its checks of adl.nav.request.
    api.adl.nav.request_valid.continue = String(nav.continue);
    api.adl.nav.request_valid.previous = String(nav.previous);
  } catch {
    // The runtime keeps "unknown": the SCO still works.
  }
}

let frame: HTMLIFrameElement | null = null;
/** The page has gone (pagehide done): what the SCO still sets is saved as it comes. */
let closed = false;

function start(url: URL): void {
  if (frame) return;
  if (api instanceof Scorm2004API) window.API_1484_11 = api;
  else window.API = api;
  frame = document.createElement("iframe");
  frame.id = "sco";
  frame.title = "SCORM";
  frame.allow = "fullscreen; autoplay";
  frame.src = url.href;
  document.body.appendChild(frame);
}

let unloading: Promise<void> | null = null;

/**
 * Ends the attempt as leaving the page would: the SCO's frame goes to about:blank, so its unload handlers call
 * LMSFinish / Terminate with their last values; once it has gone (or UNLOAD_TIMEOUT_MS passed), a SCO that never
 * finished is finished here, and the app hears "unloaded".
 */
function finishAttempt(): Promise<void> {
  const sco = frame;
  if (!sco) return Promise.resolve();
  unloading ??= new Promise<void>((resolve) => {
    const timer = window.setTimeout(done, UNLOAD_TIMEOUT_MS);
    function done() {
      window.clearTimeout(timer);
      sco?.removeEventListener("load", done);
      if (initialized && !finished) {
        if (api instanceof Scorm2004API) api.Terminate("");
        else api.LMSFinish("");
      }
      save();
      resolve();
    }
    // The about:blank document's load comes after the SCO's unload handlers have run.
    sco.addEventListener("load", done);
    sco.src = "about:blank";
  });
  return unloading;
}

/**
 * The page is going (a reload, the app's tab closed, or the app removing this frame when the learner leaves the
 * player): the SCO's session ends here, as an LMS ends it. Chromium unloads a same-site parent before its frames,
 * so the SCO's frame is removed first, which runs its unload handlers (their session time, exit and LMSFinish /
 * Terminate) while this page can still send; a SCO that did not finish is finished with the measured session time.
 */
function closePage(event: PageTransitionEvent): void {
  if (event.persisted) {
    // Kept in the back-forward cache: the session goes on if the learner comes back.
    if (saveTimer !== undefined) save();
    return;
  }
  // One save at the end, not one per call: beacons sent together may land in any order.
  frame?.remove();
  if (initialized && !finished) {
    if (api instanceof Scorm2004API) api.Terminate("");
    else api.LMSFinish("");
  }
  if (saveTimer !== undefined) save();
  closed = true;
}

const url = scoUrl();
if (!url || !appOrigin) {
  showProblem("This SCORM launch link is not valid.");
} else {
  const waitForState = params.get("resume") === "1";
  const timer = waitForState ? window.setTimeout(() => start(url), LOAD_TIMEOUT_MS) : undefined;
  window.addEventListener("message", (event: MessageEvent) => {
    if (event.origin !== appOrigin || event.source !== window.parent) return;
    const data = obj(event.data);
    if (data.type === "load" && !frame) {
      window.clearTimeout(timer);
      const target = obj(data.save);
      if (typeof target.url === "string" && originOf(target.url) === appOrigin) {
        saveTarget = { url: target.url, body: obj(target.body) };
      }
      const state = obj(data.state);
      try {
        api.loadFromJSON(obj(state.cmi ?? state));
      } catch {
        // Stale or foreign data: start afresh rather than not at all.
      }
      setRequestValid(data.nav);
      const shared = readSharedData(data.shared);
      if (shared && api instanceof Scorm2004API) {
        try {
          applySharedData(api, shared);
        } catch {
          // The runtime refused the maps: the SCO runs without shared data (adl.data._count 0).
        }
      }
      start(url);
    } else if (data.type === "nav") {
      setRequestValid(data.nav);
    } else if (data.type === "finish") {
      void finishAttempt();
    } else if (data.type === "unload") {
      void finishAttempt().then(() => post("unloaded"));
    }
  });
  window.addEventListener("pagehide", closePage);
  post("ready");
  if (!waitForState) start(url);
}
