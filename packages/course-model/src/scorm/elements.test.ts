import { describe, expect, it } from "vitest";
import {
  INITIAL_SCORM_STATUS,
  interactionWrites,
  isoToCmiTimespan,
  lessonStatus,
  scorm12Element,
  toScorm12,
  writesFor,
} from "./elements";

describe("SCORM 2004 to 1.2", () => {
  it("folds completion and success into lesson_status", () => {
    expect(lessonStatus({ completion: "completed", success: "passed" })).toBe("passed");
    expect(lessonStatus({ completion: "completed", success: "failed" })).toBe("failed");
    expect(lessonStatus({ completion: "completed", success: "unknown" })).toBe("completed");
    expect(lessonStatus({ completion: "incomplete", success: "unknown" })).toBe("incomplete");
    expect(lessonStatus({ completion: "not attempted", success: "unknown" })).toBe("not attempted");
  });

  it("maps the session start: score range and one lesson_status incomplete", () => {
    const { writes, status } = toScorm12(
      [
        ["cmi.score.min", "0"],
        ["cmi.score.max", "100"],
        ["cmi.completion_status", "incomplete"],
        ["cmi.success_status", "unknown"],
      ],
      INITIAL_SCORM_STATUS,
    );
    expect(writes).toEqual([
      ["cmi.core.score.min", "0"],
      ["cmi.core.score.max", "100"],
      ["cmi.core.lesson_status", "incomplete"],
    ]);
    expect(status).toEqual({ completion: "incomplete", success: "unknown" });
  });

  it("maps the finish: raw score kept, scaled left out, passed", () => {
    const { writes } = toScorm12(
      [
        ["cmi.session_time", "PT0001H02M03S"],
        ["cmi.completion_status", "completed"],
        ["cmi.success_status", "passed"],
        ["cmi.score.raw", "80"],
        ["cmi.score.scaled", "0.8"],
      ],
      { completion: "incomplete", success: "unknown" },
    );
    expect(writes).toEqual([
      ["cmi.core.session_time", "0001:02:03.00"],
      ["cmi.core.lesson_status", "passed"],
      ["cmi.core.score.raw", "80"],
    ]);
  });

  it("keeps a status written alone against the one it had (success alone still gives passed)", () => {
    expect(
      toScorm12([["cmi.success_status", "failed"]], { completion: "completed", success: "unknown" }).writes,
    ).toEqual([["cmi.core.lesson_status", "failed"]]);
  });

  it("maps suspend data, exit and learner id; 1.2 has no scaled score or description", () => {
    expect(toScorm12([["cmi.suspend_data", "cw1:[]"]], INITIAL_SCORM_STATUS).writes).toEqual([
      ["cmi.suspend_data", "cw1:[]"],
    ]);
    expect(toScorm12([["cmi.exit", "suspend"]], INITIAL_SCORM_STATUS).writes).toEqual([["cmi.core.exit", "suspend"]]);
    expect(toScorm12([["cmi.exit", "normal"]], INITIAL_SCORM_STATUS).writes).toEqual([["cmi.core.exit", ""]]);
    expect(scorm12Element("cmi.learner_id")).toBe("cmi.core.student_id");
    expect(scorm12Element("cmi.location")).toBe("cmi.core.lesson_location");
    expect(scorm12Element("cmi.score.scaled")).toBeNull();
    expect(scorm12Element("cmi.interactions.3.description")).toBeNull();
  });

  it("converts ISO durations to CMITimespan", () => {
    expect(isoToCmiTimespan("PT0000H00M00S")).toBe("0000:00:00.00");
    expect(isoToCmiTimespan("PT12H5M7.5S")).toBe("0012:05:07.50");
    expect(isoToCmiTimespan("PT90M")).toBe("0001:30:00.00");
    expect(isoToCmiTimespan("P1D")).toBeNull();
    expect(isoToCmiTimespan("PT")).toBeNull();
  });
});

describe("interaction writes", () => {
  const interaction = {
    id: "question_7",
    type: "true-false" as const,
    description: "Sky is blue",
    learner_response: "false",
    correct_response: "true",
    result: "incorrect" as const,
  };

  it("2004: id and type first, then description, response, pattern, result", () => {
    expect(interactionWrites(2, interaction, "2026-11-22T06:00:00")).toEqual([
      ["cmi.interactions.2.id", "question_7"],
      ["cmi.interactions.2.type", "true-false"],
      ["cmi.interactions.2.timestamp", "2026-11-22T06:00:00"],
      ["cmi.interactions.2.description", "Sky is blue"],
      ["cmi.interactions.2.learner_response", "false"],
      ["cmi.interactions.2.correct_responses.0.pattern", "true"],
      ["cmi.interactions.2.result", "incorrect"],
    ]);
    expect(writesFor("2004", interactionWrites(0, interaction), INITIAL_SCORM_STATUS).writes).toHaveLength(6);
  });

  it("1.2: student_response, wrong, no description or timestamp; no pattern for reviewed answers", () => {
    const s12 = { ...interaction, learner_response: "f", correct_response: "", result: "wrong" as const };
    expect(writesFor("1.2", interactionWrites(0, s12, "2026-11-22T06:00:00"), INITIAL_SCORM_STATUS).writes).toEqual([
      ["cmi.interactions.0.id", "question_7"],
      ["cmi.interactions.0.type", "true-false"],
      ["cmi.interactions.0.student_response", "f"],
      ["cmi.interactions.0.result", "wrong"],
    ]);
    expect(toScorm12([["cmi.interactions.1.result", "incorrect"]], INITIAL_SCORM_STATUS).writes).toEqual([
      ["cmi.interactions.1.result", "wrong"],
    ]);
  });
});
