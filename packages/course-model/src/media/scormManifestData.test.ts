import { describe, expect, it } from "vitest";
import {
  decidedCompletionStatus,
  decidedLessonStatus,
  decidedSuccessStatus,
  withManifestData,
} from "./scormManifestData";

describe("withManifestData", () => {
  it("puts 1.2 launch data and student data into the launch CMI, replacing what was kept", () => {
    const cmi = withManifestData(
      "1.2",
      { core: { entry: "ab-initio" }, launch_data: "old", student_data: { mastery_score: "10" } },
      { launch_data: "level=2", mastery_score: "80", max_time_allowed: "00:30:00", time_limit_action: "exit,message" },
    );
    expect(cmi).toEqual({
      core: { entry: "ab-initio" },
      launch_data: "level=2",
      student_data: { mastery_score: "80", max_time_allowed: "00:30:00", time_limit_action: "exit,message" },
    });
  });

  it("puts 2004 values in and adds the manifest's objectives after the kept ones, once each", () => {
    const cmi = withManifestData(
      "2004",
      { objectives: { "0": { id: "b", success_status: "passed" } } },
      { scaled_passing_score: "0.6", completion_threshold: "0.75", objectives: ["a", "b"] },
    );
    expect(cmi).toEqual({
      scaled_passing_score: "0.6",
      completion_threshold: "0.75",
      objectives: { "0": { id: "b", success_status: "passed" }, "1": { id: "a" } },
    });
  });

  it("leaves the CMI alone without manifest data", () => {
    const cmi = { entry: "resume" };
    expect(withManifestData("2004", cmi, undefined)).toBe(cmi);
  });
});

describe("statuses the LMS decides", () => {
  it("2004: success from score.scaled against the scaled passing score, else as the SCO set it", () => {
    expect(decidedSuccessStatus("unknown", "0.7", "0.6")).toBe("passed");
    expect(decidedSuccessStatus("unknown", "0.5", "0.6")).toBe("failed");
    expect(decidedSuccessStatus("passed", "0.5", "0.6")).toBe("failed");
    expect(decidedSuccessStatus("unknown", "", "0.6")).toBe("unknown");
    expect(decidedSuccessStatus("passed", "0.5", "")).toBe("passed");
  });

  it("2004: completion from progress_measure against the completion threshold", () => {
    expect(decidedCompletionStatus("unknown", "0.8", "0.75")).toBe("completed");
    expect(decidedCompletionStatus("completed", "0.5", "0.75")).toBe("incomplete");
    expect(decidedCompletionStatus("incomplete", "", "0.75")).toBe("incomplete");
    expect(decidedCompletionStatus("", "0.9", "")).toBe("unknown");
  });

  it("1.2: passed or failed from score.raw against the mastery score, only with credit", () => {
    expect(decidedLessonStatus("completed", "85", "80")).toBe("passed");
    expect(decidedLessonStatus("passed", "75", "80")).toBe("failed");
    expect(decidedLessonStatus("incomplete", "", "80")).toBe("incomplete");
    expect(decidedLessonStatus("completed", "85", "")).toBe("completed");
    expect(decidedLessonStatus("completed", "85", "80", "no-credit")).toBe("completed");
    expect(decidedLessonStatus("passed", "75", "80", "")).toBe("failed");
  });
});
