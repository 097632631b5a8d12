import { describe, expect, it } from "vitest";
import { playerCourseId } from "./playerRoute";

describe("playerCourseId", () => {
  it("reads the course of a player address", () => {
    expect(playerCourseId("/coursePlayer/12")).toBe(12);
    expect(playerCourseId("/coursePlayer/12/")).toBe(12);
  });

  it("is null for every other address, which the app draws", () => {
    for (const path of [
      "/",
      "/coursePlayer",
      "/coursePlayer/",
      "/coursePlayer/abc",
      "/coursePlayer/0",
      "/coursePlayer/1/x",
    ]) {
      expect(playerCourseId(path), path).toBeNull();
    }
    expect(playerCourseId("/courseBuilder/12")).toBeNull();
  });
});
