import { describe, expect, it } from "vitest";
import { scoReport } from "./scormReport";

describe("scoReport", () => {
  it("reads SCORM 1.2: lesson_status, score, total plus session time and keyed interactions", () => {
    const report = scoReport("1.2", {
      core: {
        lesson_status: "failed",
        score: { raw: "40", min: "0", max: "100" },
        total_time: "0000:01:00.00",
        session_time: "0000:00:30.50",
      },
      interactions: {
        "1": { id: "q2", type: "choice", student_response: "b", result: "wrong", latency: "0000:00:04" },
        "0": { id: "q1", type: "true-false", student_response: "t", result: "correct", latency: "0000:00:02" },
      },
    });
    expect(report).toMatchObject({
      completion_status: "completed",
      success_status: "failed",
      score_raw: 40,
      score_max: 100,
      score_scaled: null,
      total_seconds: 90.5,
    });
    expect(report.interactions).toEqual([
      { id: "q1", type: "true-false", learner_response: "t", result: "correct", latency_seconds: 2 },
      { id: "q2", type: "choice", learner_response: "b", result: "incorrect", latency_seconds: 4 },
    ]);
  });

  it("reads SCORM 2004: separate statuses, scaled score, ISO durations and learner_response", () => {
    const report = scoReport("2004", {
      completion_status: "not attempted",
      success_status: "passed",
      score: { scaled: "0.85" },
      total_time: "PT1H",
      session_time: "PT2M",
      interactions: [{ id: "i1", type: "numeric", learner_response: "7", result: "1.5", latency: "PT3S" }],
    });
    expect(report).toMatchObject({
      completion_status: "not_attempted",
      success_status: "passed",
      score_raw: null,
      score_scaled: 0.85,
      total_seconds: 3720,
    });
    expect(report.interactions[0]).toEqual({
      id: "i1",
      type: "numeric",
      learner_response: "7",
      result: "1.5",
      latency_seconds: 3,
    });
  });

  it("a SCO never launched is not attempted", () => {
    expect(scoReport("2004", null)).toMatchObject({ completion_status: "not_attempted", interactions: [] });
  });
});
