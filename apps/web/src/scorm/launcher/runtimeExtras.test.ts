import type { ScormNavValid } from "@coursewright/course-model";
import { Scorm2004API } from "scorm-again";
import { describe, expect, it } from "vitest";
import { applySharedData, readSharedData, writableStores } from "./sharedData";
import { answerTargetedRequests, readNavValid } from "./targetedNav";

// The launcher's additions to scorm-again, on the real runtime: SCORM 2004 4th Edition shared data (adl.data) and
// adl.nav.request_valid answered from the app's sequencing.

const runtime = () => new Scorm2004API({ lmsCommitUrl: false, autocommit: false, logLevel: 5 });

describe("shared data (adl.data) in the runtime", () => {
  it("answers by the SCO's maps: 403 before any write, 405 reading a write-only store, 404 writing a read-only one", () => {
    const api = runtime();
    applySharedData(api, {
      maps: [
        { id: "notes", read: true, write: true },
        { id: "answers", read: false, write: true },
        { id: "config", read: true, write: false },
      ],
      stores: { config: "from the LMS" },
    });
    api.Initialize("");
    expect(api.GetValue("adl.data._count")).toBe("3");
    expect(api.GetValue("adl.data.0.id")).toBe("notes");
    api.GetValue("adl.data.0.store");
    expect(api.GetLastError()).toBe("403");
    expect(api.SetValue("adl.data.0.store", "my notes")).toBe("true");
    expect(api.GetValue("adl.data.0.store")).toBe("my notes");
    expect(api.SetValue("adl.data.1.store", "secret")).toBe("true");
    api.GetValue("adl.data.1.store");
    expect(api.GetLastError()).toBe("405");
    expect(api.GetValue("adl.data.2.store")).toBe("from the LMS");
    expect(api.SetValue("adl.data.2.store", "changed")).toBe("false");
    expect(api.GetLastError()).toBe("404");
    // What is sent to the server: the stores this SCO may write, as they are now.
    expect(writableStores(api)).toEqual({ notes: "my notes", answers: "secret" });
  });

  it("sends nothing for a SCO without maps, and reads only well-formed load messages", () => {
    const api = runtime();
    api.Initialize("");
    expect(writableStores(api)).toBeUndefined();
    expect(readSharedData({ maps: "no" })).toBeNull();
    expect(readSharedData({ maps: [{ id: "" }], stores: {} })).toBeNull();
    expect(readSharedData({ maps: [{ id: "a", read: false }], stores: { a: "x", b: 3 } })).toEqual({
      maps: [{ id: "a", read: false, write: true }],
      stores: { a: "x" },
    });
  });
});

describe("adl.nav.request_valid from the app's sequencing", () => {
  it("answers choice and jump per target and follows the app's latest answers, after the runtime's own checks", () => {
    const api = runtime();
    let nav: ScormNavValid = {
      continue: true,
      previous: false,
      choice: { intro: true, "quiz.one": false },
      jump: { intro: true, "quiz.one": true },
    };
    answerTargetedRequests(api, () => nav);
    api.GetValue("adl.nav.request_valid.choice.{target=intro}");
    expect(api.GetLastError()).toBe("122");
    api.Initialize("");
    expect(api.GetValue("adl.nav.request_valid.choice.{target=intro}")).toBe("true");
    expect(api.GetLastError()).toBe("0");
    // Identifiers with dots (most real packages' ids) are targets too.
    expect(api.GetValue("adl.nav.request_valid.choice.{target=quiz.one}")).toBe("false");
    expect(api.GetValue("adl.nav.request_valid.jump.{target=quiz.one}")).toBe("true");
    expect(api.GetValue("adl.nav.request_valid.choice.{target=nowhere}")).toBe("false");
    expect(api.GetValue("adl.nav.request_valid.continue")).toBe("true");
    nav = { ...nav, continue: false, choice: { intro: false, "quiz.one": true } };
    expect(api.GetValue("adl.nav.request_valid.continue")).toBe("false");
    expect(api.GetValue("adl.nav.request_valid.choice.{target=quiz.one}")).toBe("true");
    // Other elements are the runtime's as before.
    expect(api.GetValue("cmi.completion_status")).toBe("unknown");
    api.Terminate("");
    api.GetValue("adl.nav.request_valid.choice.{target=intro}");
    expect(api.GetLastError()).toBe("123");
  });

  it("answers unknown without the package's tree; malformed answers are ignored", () => {
    const api = runtime();
    answerTargetedRequests(api, () => ({ continue: false, previous: false }));
    api.Initialize("");
    expect(api.GetValue("adl.nav.request_valid.jump.{target=a}")).toBe("unknown");
    expect(readNavValid({ continue: "yes", previous: false })).toBeNull();
    expect(readNavValid({ continue: true, previous: false, choice: { a: true, b: "no" } })).toEqual({
      continue: true,
      previous: false,
      choice: { a: true },
    });
  });
});
