// The cmi5 AU of an exported course (the package's index.html loads it as au.js; esbuild compiles it, see
// apps/server/src/modules/export/cmi5Assets.ts). It runs the cmi5 launch sequence against the LMS (fetch the
// auth token, read LMS.LaunchData, send initialized), opens this server's player in a frame in SCORM 2004 mode
// and turns what the player reports into cmi5 statements (course-model cmi5 session rules); on exit it sends
// terminated and goes to the LMS's returnURL.
import {
  type Cmi5LaunchData,
  type Cmi5Session,
  createCmi5Session,
  LAUNCH_DATA_STATE_ID,
  parseCmi5LaunchData,
  parseCmi5LaunchParameters,
  type XapiStatement,
} from "@coursewright/course-model/cmi5";
import { Cmi5LaunchError, createLrs, fetchAuthToken, type Lrs } from "./lrs";
import { AU_STATE_ID, createPlayerValues, type PlayerValues, parseAuState } from "./playerValues";

interface AuConfig {
  server: string;
  courseId: number;
  /** The package's launch token: signs the player in as the LMS's learner (integrations/launchTokens.ts). */
  launch: string;
  title: string;
  messages: { notLaunched: string; lmsUnreachable: string; unreachable: string; exit: string; closed: string };
}

const PLAYER = "coursewright-player";
const HOST = "coursewright-host";
/** The player says initialize once it has loaded; longer than this and the server is taken as unreachable. */
const START_TIMEOUT_MS = 20_000;
/** Progress reaches the LMS this long after the player's last change (the SCORM write delay), and on exit. */
const WRITE_DELAY_MS = 1000;

const byId = (id: string) => document.getElementById(id) as HTMLElement;

function showMessage(text: string, done = false) {
  const message = byId("message");
  message.textContent = text;
  message.className = done ? "done" : "";
  message.setAttribute("role", done ? "status" : "alert");
  message.hidden = false;
}

function uuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Statements leave one after another, in the order the session made them (initialized first, terminated last). */
function statementQueue(lrs: Lrs) {
  let chain: Promise<void> = Promise.resolve();
  return {
    send(statements: (XapiStatement | null)[], keepalive = false) {
      for (const statement of statements) {
        if (!statement) continue;
        chain = chain.then(() =>
          lrs.putStatement(statement, keepalive).catch((error: unknown) => console.error("cmi5 statement", error)),
        );
      }
      return chain;
    },
  };
}

interface PlayerFrame {
  frame: HTMLIFrameElement;
  /** The player said initialize: it loaded, so the unreachable message is off. */
  started(): void;
}

function openPlayer(config: AuConfig, learner: string): PlayerFrame {
  const query = new URLSearchParams({
    progress_mode: "scorm",
    scorm_version: "2004",
    launch: config.launch,
    integration_user_id: learner,
  });
  const frame = document.createElement("iframe");
  frame.id = "player";
  frame.title = config.title;
  frame.allow = "autoplay; fullscreen; microphone; camera; clipboard-write";
  frame.src = `${config.server}/coursePlayer/${config.courseId}?${query}`;
  let started = false;
  const unreachable = () => {
    if (started) return;
    frame.remove();
    showMessage(config.messages.unreachable);
  };
  const timer = setTimeout(unreachable, START_TIMEOUT_MS);
  frame.addEventListener("error", unreachable);
  byId("content").appendChild(frame);
  return {
    frame,
    started() {
      started = true;
      clearTimeout(timer);
    },
  };
}

interface Running {
  config: AuConfig;
  data: Cmi5LaunchData;
  session: Cmi5Session;
  lrs: Lrs;
  values: PlayerValues;
}

function run({ config, data, session, lrs, values }: Running, player: PlayerFrame) {
  const { frame } = player;
  const serverOrigin = new URL(config.server).origin;
  const queue = statementQueue(lrs);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let suspendDirty = false;
  let outcomeDirty = false;
  let exited = false;

  const saveState = (keepalive: boolean) =>
    lrs
      .putState(AU_STATE_ID, { suspendData: values.suspendData(), record: session.record() }, keepalive)
      .catch((error: unknown) => console.error("cmi5 state", error));
  /** What waits: the outcome's statements first (they change the record), then the state document with both. */
  const flush = (keepalive = false): Promise<void> => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const statements = outcomeDirty ? session.outcome(values.outcome()) : [];
    outcomeDirty = false;
    const sent = queue.send(statements, keepalive);
    if (!suspendDirty && statements.length === 0) return sent;
    suspendDirty = false;
    return Promise.all([sent, saveState(keepalive)]).then(() => undefined);
  };
  const schedule = () => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void flush(), WRITE_DELAY_MS);
  };

  const exit = async () => {
    if (exited) return;
    exited = true;
    const button = byId("exit") as HTMLButtonElement;
    button.disabled = true;
    await flush();
    await queue.send([session.terminated()]);
    if (data.returnURL) {
      window.location.assign(data.returnURL);
      return;
    }
    frame.remove();
    byId("bar").hidden = true;
    showMessage(config.messages.closed, true);
  };
  byId("exit").addEventListener("click", () => void exit());
  // Closed without Exit (the LMS closed the window, the learner the tab): what is left goes out with keepalive.
  window.addEventListener("pagehide", () => {
    if (exited) return;
    exited = true;
    void flush(true);
    void queue.send([session.terminated()], true);
  });

  const reply = (key: string, value: string) =>
    frame.contentWindow?.postMessage({ source: HOST, type: "value", key, value }, serverOrigin);
  window.addEventListener("message", (event: MessageEvent) => {
    // Only the player this page opened, served by its server, may read or write the learner's data.
    if (event.source !== frame.contentWindow || event.origin !== serverOrigin) return;
    const message: unknown = event.data;
    if (typeof message !== "object" || message === null) return;
    const { source, type, key, value } = message as Record<string, unknown>;
    if (source !== PLAYER || typeof type !== "string") return;
    if (type === "initialize") {
      player.started();
    } else if (type === "get_value" && typeof key === "string") {
      reply(key, values.get(key));
    } else if (type === "set_value" && typeof key === "string" && !exited) {
      const changed = values.set(key, value === null || value === undefined ? "" : String(value));
      suspendDirty ||= changed.suspendData;
      outcomeDirty ||= changed.outcome;
      if (changed.suspendData || changed.outcome) schedule();
    }
  });
}

async function start() {
  const config = JSON.parse(byId("coursewright-config").textContent ?? "{}") as AuConfig;
  const launch = parseCmi5LaunchParameters(new URLSearchParams(window.location.search));
  if (!launch) return showMessage(config.messages.notLaunched);
  let lrs: Lrs;
  let data: Cmi5LaunchData | null;
  let saved: unknown;
  try {
    lrs = createLrs(launch, await fetchAuthToken(launch.fetch));
    [data, saved] = await Promise.all([
      lrs.getState(LAUNCH_DATA_STATE_ID).then(parseCmi5LaunchData),
      lrs.getState(AU_STATE_ID),
    ]);
    if (!data) throw new Cmi5LaunchError("LMS.LaunchData");
  } catch (error) {
    console.error(error);
    return showMessage(config.messages.lmsUnreachable);
  }
  const state = parseAuState(saved);
  const session = createCmi5Session({ launch, data, record: state.record, now: Date.now, uuid });
  const initialized = session.initialized();
  if (!initialized) return;
  try {
    // The player opens only once the LMS has the session's first statement.
    await lrs.putStatement(initialized);
  } catch (error) {
    console.error(error);
    return showMessage(config.messages.lmsUnreachable);
  }
  byId("exit").textContent = config.messages.exit;
  byId("bar").hidden = false;
  const running: Running = { config, data, session, lrs, values: createPlayerValues(state.suspendData) };
  run(running, openPlayer(config, launch.actor.account.name));
}

void start();
