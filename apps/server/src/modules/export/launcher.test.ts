import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { WRITE_DELAY_MS } from "@coursewright/course-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PACKAGE_DIR } from "./packageFiles";

// package/launcher.js runs in the LMS's browser with no build step; here it runs in a VM against a fake window
// and document, with the LMS's API as a recording fake.

const SERVER = "https://cw.example";
const config = (version: "1.2" | "2004") => ({
  server: SERVER,
  courseId: 9,
  version,
  launch: "v1.player.3.9.0..sig",
  title: "Course",
  messages: { noApi: "No LMS here", unreachable: "Server down" },
});

type Listener = (event: { source: unknown; origin: string; data: unknown }) => void;

function fakeApi(values: Record<string, string> = {}) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: string[]) => {
      calls.push([name, ...args].join(" "));
      return name.endsWith("GetValue") ? (values[args[0] ?? ""] ?? "") : "true";
    };
  const api: Record<string, unknown> = {};
  for (const name of ["Initialize", "GetValue", "SetValue", "Commit", "Terminate"]) api[name] = record(name);
  for (const name of ["LMSInitialize", "LMSGetValue", "LMSSetValue", "LMSCommit", "LMSFinish"])
    api[name] = record(name);
  return { api, calls };
}

async function launch(version: "1.2" | "2004", lms: { parent?: Record<string, unknown>; opener?: unknown }) {
  const script = await readFile(join(PACKAGE_DIR, "launcher.js"), "utf8");
  const listeners = new Map<string, Listener[]>();
  const message = { textContent: "", hidden: true };
  const posted: { message: unknown; origin: string }[] = [];
  const playerWindow = { postMessage: (m: unknown, origin: string) => posted.push({ message: m, origin }) };
  const frame: Record<string, unknown> = {
    contentWindow: playerWindow,
    addEventListener: () => {},
    remove: vi.fn(),
  };
  const win: Record<string, unknown> = {
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    opener: lms.opener ?? null,
  };
  win.parent = lms.parent ?? win;
  const document = {
    getElementById: (id: string) =>
      id === "coursewright-config"
        ? { textContent: JSON.stringify(config(version)) }
        : id === "message"
          ? message
          : null,
    createElement: () => frame,
    body: { appendChild: vi.fn() },
  };
  runInNewContext(script, { window: win, document, URL, URLSearchParams, setTimeout, clearTimeout, JSON, String });
  const send = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    for (const listener of listeners.get("message") ?? [])
      listener({ source: from.source ?? playerWindow, origin: from.origin ?? SERVER, data });
  };
  const leave = (type = "pagehide") => {
    for (const listener of listeners.get(type) ?? []) listener({ source: null, origin: "", data: null });
  };
  return { frame, message, posted, send, leave, appended: document.body.appendChild };
}

const player = (type: string, key?: string, value?: unknown) => ({ source: "coursewright-player", type, key, value });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("SCORM package launcher", () => {
  it("finds API_1484_11 up the frames, initialises it and opens the player with the learner and the launch", async () => {
    const { api, calls } = fakeApi({ "cmi.learner_id": "learner 7" });
    const top: Record<string, unknown> = { API_1484_11: api };
    top.parent = top;
    // A cross-origin frame between the package and the LMS: reading its properties throws.
    const middle = new Proxy(
      {},
      {
        get: (_t, key) =>
          key === "parent"
            ? top
            : (() => {
                throw new Error("denied");
              })(),
      },
    );
    const { frame, appended } = await launch("2004", { parent: middle as Record<string, unknown> });
    expect(calls.slice(0, 2)).toEqual(["Initialize ", "GetValue cmi.learner_id"]);
    expect(appended).toHaveBeenCalledWith(frame);
    const src = new URL(String(frame.src));
    expect(src.origin + src.pathname).toBe(`${SERVER}/coursePlayer/9`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      progress_mode: "scorm",
      scorm_version: "2004",
      launch: "v1.player.3.9.0..sig",
      integration_user_id: "learner 7",
    });
  });

  it("finds a 1.2 API in the opener window when no parent has one", async () => {
    const { api, calls } = fakeApi({ "cmi.core.student_id": "s-1" });
    const opener: Record<string, unknown> = { API: api };
    opener.parent = opener;
    await launch("1.2", { opener });
    expect(calls.slice(0, 2)).toEqual(["LMSInitialize ", "LMSGetValue cmi.core.student_id"]);
  });

  it("says so, and opens nothing, when there is no LMS API", async () => {
    const { message, appended } = await launch("2004", {});
    expect(message).toEqual({ textContent: "No LMS here", hidden: false });
    expect(appended).not.toHaveBeenCalled();
  });

  it("answers reads, and writes to the LMS with one commit, WRITE_DELAY_MS.scorm after the last change", async () => {
    const { api, calls } = fakeApi({ "cmi.suspend_data": "cw1:[]" });
    const parent: Record<string, unknown> = { API_1484_11: api };
    parent.parent = parent;
    const { send, posted } = await launch("2004", { parent });
    send(player("get_value", "cmi.suspend_data"));
    expect(posted).toEqual([
      {
        message: { source: "coursewright-host", type: "value", key: "cmi.suspend_data", value: "cw1:[]" },
        origin: SERVER,
      },
    ]);
    const before = calls.length;
    send(player("set_value", "cmi.score.min", 0));
    send(player("set_value", "cmi.suspend_data", "cw1:[1]"));
    vi.advanceTimersByTime(WRITE_DELAY_MS.scorm - 1);
    send(player("set_value", "cmi.score.max", "100"));
    send(player("set_value", "cmi.suspend_data", "cw1:[2]"));
    vi.advanceTimersByTime(WRITE_DELAY_MS.scorm - 1);
    expect(calls.length).toBe(before);
    // A read of a value still waiting gives the waiting value.
    send(player("get_value", "cmi.suspend_data"));
    expect(posted.at(-1)?.message).toMatchObject({ key: "cmi.suspend_data", value: "cw1:[2]" });
    vi.advanceTimersByTime(1);
    expect(calls.slice(before)).toEqual([
      "SetValue cmi.score.min 0",
      "SetValue cmi.score.max 100",
      "SetValue cmi.suspend_data cw1:[2]",
      "Commit ",
    ]);
  });

  it("on leaving, writes the pending values first, then exit, commit and terminate, once", async () => {
    const { api, calls } = fakeApi();
    const parent: Record<string, unknown> = { API_1484_11: api };
    parent.parent = parent;
    const { send, leave } = await launch("2004", { parent });
    const before = calls.length;
    send(player("set_value", "cmi.suspend_data", "cw1:[1]"));
    send(player("set_value", "cmi.session_time", "PT0000H00M05S"));
    vi.advanceTimersByTime(300);
    send(player("set_value", "cmi.suspend_data", "cw1:[1,2]"));
    leave("pagehide");
    leave("beforeunload");
    leave("unload");
    expect(calls.slice(before)).toEqual([
      "SetValue cmi.session_time PT0000H00M05S",
      "SetValue cmi.suspend_data cw1:[1,2]",
      "SetValue cmi.exit suspend",
      "Commit ",
      "Terminate ",
    ]);
    // Nothing is written after terminating: not the cancelled timer, not a late message.
    send(player("set_value", "cmi.suspend_data", "cw1:[9]"));
    vi.advanceTimersByTime(5000);
    expect(calls.slice(before)).toHaveLength(5);
  });

  it("ignores messages from any other window or origin", async () => {
    const { api, calls } = fakeApi();
    const parent: Record<string, unknown> = { API_1484_11: api };
    parent.parent = parent;
    const { send, posted } = await launch("2004", { parent });
    const before = calls.length;
    send(player("set_value", "cmi.score.raw", "100"), { source: {} });
    send(player("set_value", "cmi.score.raw", "100"), { origin: "https://evil.example" });
    send({ source: "someone-else", type: "set_value", key: "cmi.score.raw", value: "100" });
    send(player("get_value", "cmi.learner_id"), { origin: "https://evil.example" });
    vi.advanceTimersByTime(1000);
    expect(calls.length).toBe(before);
    expect(posted).toEqual([]);
  });

  it("on leaving: exit suspend unless completed, then commit and terminate, once", async () => {
    const { api, calls } = fakeApi();
    const parent: Record<string, unknown> = { API: api };
    parent.parent = parent;
    const { leave } = await launch("1.2", { parent });
    leave();
    leave();
    expect(calls.slice(-3)).toEqual(["LMSSetValue cmi.core.exit suspend", "LMSCommit ", "LMSFinish "]);
    expect(calls.filter((c) => c === "LMSFinish ")).toHaveLength(1);

    const done = fakeApi();
    const lms: Record<string, unknown> = { API_1484_11: done.api };
    lms.parent = lms;
    const completed = await launch("2004", { parent: lms });
    completed.send(player("set_value", "cmi.completion_status", "completed"));
    completed.leave();
    expect(done.calls.slice(-3)).toEqual(["SetValue cmi.completion_status completed", "Commit ", "Terminate "]);
    expect(done.calls.slice(-2)).toEqual(["Commit ", "Terminate "]);
    expect(done.calls.some((c) => c.startsWith("SetValue cmi.exit"))).toBe(false);
  });

  it("closing a course completed in an earlier session leaves exit alone; one restarted there is suspended", async () => {
    for (const [version, name, element, value] of [
      ["2004", "API_1484_11", "cmi.completion_status", "completed"],
      ["1.2", "API", "cmi.core.lesson_status", "passed"],
    ] as const) {
      const { api, calls } = fakeApi({ [element]: value });
      const lms: Record<string, unknown> = { [name]: api };
      lms.parent = lms;
      const relaunched = await launch(version, { parent: lms });
      relaunched.send(player("initialize", undefined, { version }));
      relaunched.leave();
      expect(
        calls.some((c) => /SetValue cmi(\.core)?\.exit/.test(c)),
        version,
      ).toBe(false);
      expect(calls.slice(-2)).toEqual(version === "1.2" ? ["LMSCommit ", "LMSFinish "] : ["Commit ", "Terminate "]);
    }

    const again = fakeApi({ "cmi.completion_status": "completed" });
    const lms: Record<string, unknown> = { API_1484_11: again.api };
    lms.parent = lms;
    const restarted = await launch("2004", { parent: lms });
    restarted.send(player("set_value", "cmi.completion_status", "incomplete"));
    restarted.leave();
    expect(again.calls).toContain("SetValue cmi.exit suspend");
  });

  it("shows the unreachable message when the player has not said initialize within 20 s", async () => {
    const { api } = fakeApi();
    const parent: Record<string, unknown> = { API_1484_11: api };
    parent.parent = parent;
    const { message, frame } = await launch("2004", { parent });
    vi.advanceTimersByTime(19_999);
    expect(message.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(message).toEqual({ textContent: "Server down", hidden: false });
    expect(frame.remove).toHaveBeenCalled();

    const started = await launch("2004", { parent });
    started.send(player("initialize"));
    vi.advanceTimersByTime(30_000);
    expect(started.message.hidden).toBe(true);
  });
});
