import { describe, expect, it } from "vitest";
import { createPlayerValues, parseAuState } from "./playerValues";

describe("the AU's player values", () => {
  it("answers the saved suspend data and keeps the player's writes", () => {
    const values = createPlayerValues("cw1:[5]");
    expect(values.get("cmi.suspend_data")).toBe("cw1:[5]");
    expect(values.get("cmi.interactions._count")).toBe("");
    expect(values.set("cmi.suspend_data", "cw1:[6]")).toEqual({ suspendData: true, outcome: false });
    expect(values.set("cmi.suspend_data", "cw1:[6]")).toEqual({ suspendData: false, outcome: false });
    expect(values.suspendData()).toBe("cw1:[6]");
  });

  it("turns completion, success and the scaled score into the cmi5 outcome", () => {
    const values = createPlayerValues("");
    expect(values.outcome()).toEqual({ completed: false, success: null, scaled: null });
    values.set("cmi.completion_status", "incomplete");
    values.set("cmi.success_status", "unknown");
    expect(values.outcome()).toEqual({ completed: false, success: null, scaled: null });
    expect(values.set("cmi.completion_status", "completed").outcome).toBe(true);
    values.set("cmi.success_status", "passed");
    values.set("cmi.score.scaled", "0.83");
    expect(values.outcome()).toEqual({ completed: true, success: "passed", scaled: 0.83 });
    values.set("cmi.score.scaled", "7");
    expect(values.outcome().scaled).toBeNull();
  });
});

describe("parseAuState", () => {
  it("reads a stored document and defaults anything missing or malformed", () => {
    expect(parseAuState({ suspendData: "x", record: { completed: true, passed: false } })).toEqual({
      suspendData: "x",
      record: { completed: true, passed: false },
    });
    expect(parseAuState(null)).toEqual({ suspendData: "", record: { completed: false, passed: false } });
    expect(parseAuState({ suspendData: 3, record: "yes" })).toEqual({
      suspendData: "",
      record: { completed: false, passed: false },
    });
  });
});
