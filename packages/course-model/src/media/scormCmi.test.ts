import { describe, expect, it } from "vitest";
import { scormCmiProblem, scormDurationMs, scormLaunchCmi } from "./scormCmi";

const learner = { id: "7", name: "Ann" };

describe("scormDurationMs", () => {
  it("reads 1.2 time spans and 2004 ISO 8601 durations", () => {
    expect(scormDurationMs("0001:02:03.5")).toBe(3_723_500);
    expect(scormDurationMs("00:00:05")).toBe(5000);
    expect(scormDurationMs("PT1H2M3.5S")).toBe(3_723_500);
    expect(scormDurationMs("P1DT1S")).toBe(86_401_000);
    for (const bad of ["", "P", "PT", "1:2:3", "PT1X", "banana"]) expect(scormDurationMs(bad)).toBeNull();
  });
});

describe("scormLaunchCmi", () => {
  it("1.2: ab-initio first, resume after suspend, '' otherwise; total time grows by the session time", () => {
    expect(scormLaunchCmi("1.2", null, learner)).toEqual({
      core: { entry: "ab-initio", student_id: "7", student_name: "Ann" },
    });
    const suspended = { core: { exit: "suspend", total_time: "0000:01:00", session_time: "0000:00:30.25" } };
    expect(scormLaunchCmi("1.2", suspended, learner).core).toEqual({
      entry: "resume",
      total_time: "0000:01:30.25",
      student_id: "7",
      student_name: "Ann",
    });
    expect((scormLaunchCmi("1.2", { core: { exit: "" } }, learner).core as { entry: string }).entry).toBe("");
  });

  it("2004: the same rules under cmi.entry, cmi.total_time, learner_id and learner_name", () => {
    const cmi = scormLaunchCmi(
      "2004",
      { exit: "suspend", total_time: "PT1M", session_time: "PT30S", location: "4" },
      learner,
    );
    expect(cmi).toEqual({
      entry: "resume",
      total_time: "PT0000H01M30S",
      location: "4",
      learner_id: "7",
      learner_name: "Ann",
    });
    expect(scormLaunchCmi("2004", { exit: "normal" }, learner).entry).toBe("");
  });
});

describe("scormLaunchCmi of a new attempt", () => {
  it("an empty object (the SCO's activity began a new attempt) launches ab-initio with nothing kept", () => {
    expect(scormLaunchCmi("2004", {}, learner)).toEqual({ entry: "ab-initio", learner_id: "7", learner_name: "Ann" });
    expect(scormLaunchCmi("1.2", {}, learner)).toEqual({
      core: { entry: "ab-initio", student_id: "7", student_name: "Ann" },
    });
  });
});

describe("scormCmiProblem", () => {
  it("holds suspend data to the version's limit and the whole data to 256 KiB", () => {
    expect(scormCmiProblem("1.2", { suspend_data: "x".repeat(4096) })).toBeNull();
    expect(scormCmiProblem("1.2", { suspend_data: "x".repeat(4097) })).toBe("suspend_data_too_long");
    expect(scormCmiProblem("2004", { suspend_data: "x".repeat(64000) })).toBeNull();
    expect(scormCmiProblem("2004", { suspend_data: "x".repeat(64001) })).toBe("suspend_data_too_long");
    expect(scormCmiProblem("2004", { comments: "x".repeat(300_000) })).toBe("too_large");
  });
});
