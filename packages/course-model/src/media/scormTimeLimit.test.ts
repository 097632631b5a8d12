import { describe, expect, it } from "vitest";
import { scormTimeLimit } from "./scormTimeLimit";

describe("a SCO's time limit", () => {
  it("reads SCORM 1.2's limit and action, less the total time of earlier launches", () => {
    const cmi = {
      core: { total_time: "0000:00:20.00" },
      student_data: { max_time_allowed: "0000:01:00", time_limit_action: "exit,message" },
    };
    expect(scormTimeLimit("1.2", cmi)).toEqual({ remainingMs: 40_000, exit: true, message: true });
  });

  it("reads SCORM 2004's ISO duration, and is out at once when earlier launches used it all", () => {
    const cmi = { max_time_allowed: "PT30S", time_limit_action: "continue,message", total_time: "PT45S" };
    expect(scormTimeLimit("2004", cmi)).toEqual({ remainingMs: 0, exit: false, message: true });
  });

  it("defaults to continue without a message, and has no limit without a valid positive one", () => {
    expect(scormTimeLimit("2004", { max_time_allowed: "PT1M" })).toEqual({
      remainingMs: 60_000,
      exit: false,
      message: false,
    });
    expect(scormTimeLimit("1.2", { student_data: { max_time_allowed: "" } })).toBeNull();
    expect(scormTimeLimit("2004", { max_time_allowed: "soon" })).toBeNull();
    expect(scormTimeLimit("2004", { max_time_allowed: "PT0S", time_limit_action: "exit,message" })).toBeNull();
    expect(scormTimeLimit("2004", {})).toBeNull();
  });

  it("reads the action whatever its case and spacing, as manifests write it", () => {
    const cmi = { student_data: { max_time_allowed: "0000:00:05", time_limit_action: "Exit, No Message" } };
    expect(scormTimeLimit("1.2", cmi)).toMatchObject({ exit: true, message: false });
  });
});
