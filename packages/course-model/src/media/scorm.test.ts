import { describe, expect, it } from "vitest";
import { formatSessionTime, isScormRuntimeMessage, launchUrlForSco, scormSnapshot } from "./scorm";

const running = { initialized: true, finished: false, elapsedSeconds: 65 };
const finished = { initialized: true, finished: true, elapsedSeconds: 65 };

describe("scormSnapshot", () => {
  it("reads SCORM 1.2 lesson_status as completion and success, and scales the raw score", () => {
    const snapshot = scormSnapshot(
      { version: "1.2", lesson_status: "passed", score_raw: "80", score_min: "0", score_max: "100" },
      running,
    );
    expect(snapshot).toMatchObject({
      completion_status: "completed",
      success_status: "passed",
      lesson_status: "passed",
      score_raw: 80,
      score_scaled: 0.8,
      session_time: "0000:01:05",
    });
    expect(scormSnapshot({ version: "1.2", lesson_status: "failed", score_raw: "40" }, running)).toMatchObject({
      completion_status: "completed",
      success_status: "failed",
      score_scaled: 0.4,
    });
    expect(scormSnapshot({ version: "1.2", lesson_status: "incomplete" }, running)).toMatchObject({
      completion_status: "incomplete",
      success_status: "unknown",
      score_raw: null,
      score_scaled: null,
    });
  });

  it("counts a 1.2 SCO that finishes without setting lesson_status as completed (the player's rule)", () => {
    expect(scormSnapshot({ version: "1.2", lesson_status: "not attempted" }, running).completion_status).toBe(
      "not attempted",
    );
    expect(scormSnapshot({ version: "1.2", lesson_status: "not attempted" }, finished)).toMatchObject({
      completion_status: "completed",
      lesson_status: "completed",
      success_status: "unknown",
    });
    expect(scormSnapshot({ version: "1.2", lesson_status: "incomplete" }, finished).completion_status).toBe(
      "incomplete",
    );
  });

  it("takes SCORM 2004 statuses as they are and keeps the reported session time", () => {
    const snapshot = scormSnapshot(
      {
        version: "2004",
        completion_status: "completed",
        success_status: "failed",
        score_raw: "55",
        score_scaled: "0.55",
        session_time: "PT3M2S",
      },
      finished,
    );
    expect(snapshot).toMatchObject({
      completion_status: "completed",
      success_status: "failed",
      score_raw: 55,
      score_scaled: 0.55,
      lesson_status: null,
      session_time: "PT3M2S",
    });
    expect(scormSnapshot({ version: "2004", completion_status: "bogus" }, running).completion_status).toBe("unknown");
  });
});

describe("formatSessionTime", () => {
  it("writes 1.2 and 2004 durations", () => {
    expect(formatSessionTime("1.2", 3725)).toBe("0001:02:05");
    expect(formatSessionTime("2004", 3725)).toBe("PT1H2M5S");
  });
});

describe("isScormRuntimeMessage", () => {
  it("accepts launcher reports only", () => {
    const snapshot = scormSnapshot({ version: "1.2" }, running);
    expect(isScormRuntimeMessage({ source: "coursewright-scorm", type: "set", snapshot })).toBe(true);
    expect(isScormRuntimeMessage({ source: "other", type: "set", snapshot })).toBe(false);
    expect(isScormRuntimeMessage({ source: "coursewright-scorm", type: "evil", snapshot })).toBe(false);
    expect(isScormRuntimeMessage("coursewright-scorm")).toBe(false);
  });
});

describe("launchUrlForSco", () => {
  it("swaps the launch parameter and keeps the rest", () => {
    const url = "http://c.test:3001/scorm-player.html?pkg=%2Fscorm%2F1%2F2%2Fs%2F&launch=a.html&version=1.2&app=x";
    const next = new URL(launchUrlForSco(url, "shared/q.html?questions=Playing"));
    expect(next.searchParams.get("launch")).toBe("shared/q.html?questions=Playing");
    expect(next.searchParams.get("pkg")).toBe("/scorm/1/2/s/");
  });
});
