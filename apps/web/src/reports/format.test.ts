import { describe, expect, it } from "vitest";
import { formatDuration, formatShare } from "./format";

describe("report formats", () => {
  it("writes durations as m:ss or h:mm:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(75.4)).toBe("1:15");
    expect(formatDuration(3600 + 62)).toBe("1:01:02");
    expect(formatDuration(null)).toBe("–");
  });

  it("writes shares as whole percentages", () => {
    expect(formatShare(0.667)).toBe("67 %");
    expect(formatShare(null)).toBe("–");
  });
});
