/*
 * Coursewright SCORM package launcher. The LMS opens index.html; this script finds the LMS's SCORM API,
 * opens the course player of the Coursewright server in a full-size frame and carries the player's
 * cross-window messages ({ source: "coursewright-player", type, key, value }) to the API. The player already
 * speaks the data model of this package's version, so element names and values pass through unchanged.
 * Plain ES2015 with no build step: an LMS serves it as it is.
 */
(() => {
  const config = JSON.parse(document.getElementById("coursewright-config").textContent);
  const PLAYER = "coursewright-player";
  const HOST = "coursewright-host";
  /** The player says initialize once it has loaded; longer than this and the server is taken as unreachable. */
  const START_TIMEOUT_MS = 20000;
  /**
   * Spec 4's SCORM write delay (course-model WRITE_DELAY_MS.scorm). The player posts every change at once and
   * the launcher debounces the LMS writes: so whatever the player said last is here when the LMS closes the
   * window, and the unload handler can write it before terminating.
   */
  const WRITE_DELAY_MS = 1000;
  /** How far up the frame chain the API is looked for (the ADL algorithm's limit). */
  const MAX_DEPTH = 500;
  const is12 = config.version === "1.2";
  const serverOrigin = new URL(config.server).origin;
  const message = document.getElementById("message");

  const showMessage = (text) => {
    message.textContent = text;
    message.hidden = false;
  };

  /** The API in `win` or one of its parents; a cross-origin frame on the way is stepped over. */
  const findInChain = (start, name) => {
    let win = start;
    for (let depth = 0; win && depth <= MAX_DEPTH; depth += 1) {
      try {
        if (win[name]) return win[name];
      } catch (_error) {
        // Another origin's window: its properties are out of reach, its parent is not.
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  };

  const findApi = () => {
    const name = is12 ? "API" : "API_1484_11";
    const found = findInChain(window, name);
    if (found) return found;
    try {
      return window.opener ? findInChain(window.opener, name) : null;
    } catch (_error) {
      return null;
    }
  };

  const api = findApi();
  if (!api) {
    showMessage(config.messages.noApi);
    return;
  }

  const lms = is12
    ? {
        initialize: () => api.LMSInitialize(""),
        get: (key) => api.LMSGetValue(key),
        set: (key, value) => api.LMSSetValue(key, value),
        commit: () => api.LMSCommit(""),
        finish: () => api.LMSFinish(""),
      }
    : {
        initialize: () => api.Initialize(""),
        get: (key) => api.GetValue(key),
        set: (key, value) => api.SetValue(key, value),
        commit: () => api.Commit(""),
        finish: () => api.Terminate(""),
      };

  lms.initialize();
  const learnerId = String(lms.get(is12 ? "cmi.core.student_id" : "cmi.learner_id") || "");

  /** Completed courses leave normally; anything else is suspended so the learner comes back where they were. */
  let completed = false;
  const noteStatus = (key, value) => {
    if (key === "cmi.completion_status") completed = value === "completed";
    if (key === "cmi.core.lesson_status") completed = value === "completed" || value === "passed" || value === "failed";
  };
  // A course completed in an earlier session is relaunched with the LMS's status: the player writes none
  // (nothing changed), and closing it must not turn a finished attempt into a suspended one.
  const statusElement = is12 ? "cmi.core.lesson_status" : "cmi.completion_status";
  noteStatus(statusElement, String(lms.get(statusElement) || ""));

  /** Writes not yet given to the LMS, by element; a later value replaces an earlier one and moves to the end. */
  const pending = new Map();
  let writeTimer = null;
  const writePending = () => {
    if (writeTimer !== null) clearTimeout(writeTimer);
    writeTimer = null;
    if (pending.size === 0) return false;
    for (const [key, value] of pending) lms.set(key, value);
    pending.clear();
    return true;
  };
  const scheduleWrite = (key, value) => {
    pending.delete(key);
    pending.set(key, value);
    if (writeTimer !== null) clearTimeout(writeTimer);
    writeTimer = setTimeout(() => {
      if (writePending()) lms.commit();
    }, WRITE_DELAY_MS);
  };

  let finished = false;
  /** Leaving: the latest pending values first, then exit, one commit, terminate; only once. */
  const finish = () => {
    if (finished) return;
    finished = true;
    writePending();
    if (!completed) lms.set(is12 ? "cmi.core.exit" : "cmi.exit", "suspend");
    lms.commit();
    lms.finish();
  };
  window.addEventListener("pagehide", finish);
  window.addEventListener("beforeunload", finish);
  window.addEventListener("unload", finish);

  const query = new URLSearchParams({
    progress_mode: "scorm",
    scorm_version: config.version,
    launch: config.launch,
    integration_user_id: learnerId,
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
  const startTimer = setTimeout(unreachable, START_TIMEOUT_MS);
  frame.addEventListener("error", unreachable);

  const reply = (key, value) => {
    frame.contentWindow.postMessage({ source: HOST, type: "value", key, value }, serverOrigin);
  };

  window.addEventListener("message", (event) => {
    // Only the player this page opened, served by its server, may read or write the learner's data.
    if (event.source !== frame.contentWindow || event.origin !== serverOrigin) return;
    const data = event.data;
    if (!data || data.source !== PLAYER || typeof data.type !== "string") return;
    if (data.type === "initialize") {
      started = true;
      clearTimeout(startTimer);
    } else if (data.type === "get_value" && typeof data.key === "string") {
      reply(data.key, pending.has(data.key) ? pending.get(data.key) : lms.get(data.key));
    } else if (data.type === "set_value" && typeof data.key === "string" && !finished) {
      const value = data.value === null || data.value === undefined ? "" : String(data.value);
      noteStatus(data.key, value);
      scheduleWrite(data.key, value);
    }
  });

  document.body.appendChild(frame);
})();
