import { scormSnapshot } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { scormDone } from "./done";

const running = { initialized: true, finished: false, elapsedSeconds: 5 };

describe("scormDone", () => {
  it("is true once a SCORM 2004 package reports completed or passed", () => {
    expect(scormDone(scormSnapshot({ version: "2004", completion_status: "completed" }, running))).toBe(true);
    expect(scormDone(scormSnapshot({ version: "2004", success_status: "passed" }, running))).toBe(true);
  });

  it("reads SCORM 1.2's lesson status", () => {
    expect(scormDone(scormSnapshot({ version: "1.2", lesson_status: "passed" }, running))).toBe(true);
    expect(scormDone(scormSnapshot({ version: "1.2", lesson_status: "completed" }, running))).toBe(true);
    expect(scormDone(scormSnapshot({ version: "1.2", lesson_status: "incomplete" }, running))).toBe(false);
  });

  it("is false while incomplete, unknown or failed", () => {
    expect(scormDone(scormSnapshot({ version: "2004", completion_status: "incomplete" }, running))).toBe(false);
    expect(scormDone(scormSnapshot({ version: "2004" }, running))).toBe(false);
    expect(scormDone(scormSnapshot({ version: "2004", success_status: "failed" }, running))).toBe(false);
  });

  it("counts a package that completed but failed its test as done: the learner went through it", () => {
    expect(scormDone(scormSnapshot({ version: "1.2", lesson_status: "failed" }, running))).toBe(true);
    const failed2004 = { version: "2004", completion_status: "completed", success_status: "failed" } as const;
    expect(scormDone(scormSnapshot(failed2004, running))).toBe(true);
  });
});
