import { describe, expect, it } from "vitest";
import { instantToWallTime, wallTimeToInstant } from "./localTimes";

describe("local times of banners", () => {
  it("shows an instant as the wall-clock time of a zone and reads it back", () => {
    expect(instantToWallTime("2030-07-01T16:00:00.000Z", "Europe/Berlin")).toBe("2030-07-01T18:00");
    expect(wallTimeToInstant("2030-07-01T18:00", "Europe/Berlin")).toBe("2030-07-01T16:00:00.000Z");
    expect(instantToWallTime("2030-01-01T00:00:00.000Z", "Asia/Tokyo")).toBe("2030-01-01T09:00");
  });

  it("treats empty as none and text that is no time as a problem", () => {
    expect(instantToWallTime(null, "UTC")).toBe("");
    expect(wallTimeToInstant("  ", "UTC")).toBeNull();
    expect(wallTimeToInstant("2030-02-30T10:00", "UTC")).toBeUndefined();
  });
});
