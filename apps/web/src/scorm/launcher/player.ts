// The launcher page of the content origin (scorm-player.html): it gives the SCO the SCORM runtime API on this
// window (window.API for 1.2, window.API_1484_11 for 2004), opens the SCO in a frame below, and reports every
// runtime change to the app window by postMessage. Compiled by esbuild into scorm-player.js.
import {
  SCORM_MESSAGE_SOURCE,
  type ScormCmiFacts,
  type ScormMessageType,
  type ScormRuntimeMessage,
  type ScormVersion,
  scormSnapshot,
} from "@coursewright/course-model/media/scorm";
import { Scorm12API, Scorm2004API } from "scorm-again";

declare global {
  interface Window {
    API?: Scorm12API;
    API_1484_11?: Scorm2004API;
  }
}

type Json = Record<string, unknown>;

/** How long a launch with resume=1 waits for the app's { type: "load" } before starting afresh (spec: 5000 ms). */
const LOAD_TIMEOUT_MS = 5000;
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

let initialized = false;
let finished = false;
let startedAt = 0;
let reportedSessionTime: string | undefined;

function cmiData(): Json {
  return obj(api.renderCMIToJSONObject().cmi);
}

function post(type: ScormMessageType, extra: { element?: string; value?: string; withState?: boolean } = {}): void {
  if (!appOrigin || window.parent === window) return;
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
  window.parent.postMessage(message, appOrigin);
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
  post("set", { element: name, value: String(value) });
});
api.on(events.commit, () => post("commit", { withState: true }));
api.on(events.finish, () => {
  finished = true;
  post("finish", { withState: true });
});

let frame: HTMLIFrameElement | null = null;

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

/** Ends the attempt as leaving the page would: the SCO's unload handlers call LMSFinish / Terminate. */
function finishAttempt(): void {
  if (!frame) return;
  frame.src = "about:blank";
  // A SCO that never finishes on unload still ends here.
  if (initialized && !finished) {
    if (api instanceof Scorm2004API) api.Terminate("");
    else api.LMSFinish("");
  }
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
      const state = obj(data.state);
      try {
        api.loadFromJSON(obj(state.cmi ?? state));
      } catch {
        // Stale or foreign data: start afresh rather than not at all.
      }
      start(url);
    } else if (data.type === "finish") {
      finishAttempt();
    }
  });
  post("ready");
  if (!waitForState) start(url);
}
