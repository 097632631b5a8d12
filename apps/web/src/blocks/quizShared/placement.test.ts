import { describe, expect, it } from "vitest";
import { moveAnswer, unplaced } from "./placement";

describe("moving an answer by drag and drop", () => {
  it("puts an answer from the pool on an empty place", () => {
    expect(moveAnswer({}, "a", null, "s1")).toEqual({ s1: "a" });
  });

  it("sends the answer a pool answer covers back to the pool", () => {
    expect(moveAnswer({ s1: "b" }, "a", null, "s1")).toEqual({ s1: "a" });
  });

  it("swaps two placed answers", () => {
    expect(moveAnswer({ s1: "a", s2: "b" }, "a", "s1", "s2")).toEqual({ s1: "b", s2: "a" });
  });

  it("moves a placed answer to an empty place, leaving its place empty", () => {
    expect(moveAnswer({ s1: "a" }, "a", "s1", "s2")).toEqual({ s2: "a" });
  });

  it("takes an answer back to the pool", () => {
    expect(moveAnswer({ s1: "a", s2: "b" }, "a", "s1", null)).toEqual({ s2: "b" });
  });

  it("keeps an answer on one place, even one a list put on two", () => {
    expect(moveAnswer({ s1: "a", s2: "a" }, "a", "s1", "s3")).toEqual({ s3: "a" });
  });

  it("changes nothing when dropped where it was", () => {
    const placement = { s1: "a" };
    expect(moveAnswer(placement, "a", "s1", "s1")).toBe(placement);
  });

  it("lists the answers on no place in their order", () => {
    const answers = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(unplaced(answers, { s1: "b" }).map((answer) => answer.id)).toEqual(["a", "c"]);
  });
});
