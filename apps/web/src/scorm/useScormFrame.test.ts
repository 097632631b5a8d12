import { scormSnapshot } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { launcherReport } from "./useScormFrame";

const frameWindow = { name: "launcher" };
const report = {
  source: "coursewright-scorm",
  type: "set",
  element: "cmi.core.score.raw",
  value: "80",
  snapshot: scormSnapshot(
    { version: "1.2", score_raw: "80" },
    { initialized: true, finished: false, elapsedSeconds: 1 },
  ),
};
const CONTENT = "http://127.0.0.1:3101";

describe("launcherReport", () => {
  it("takes reports from the launch URL's origin sent by the player's frame", () => {
    expect(
      launcherReport({ origin: CONTENT, source: frameWindow as never, data: report }, CONTENT, frameWindow),
    ).toEqual(report);
  });

  it("ignores other origins, other windows and other shapes", () => {
    const event = { origin: CONTENT, source: frameWindow as never, data: report };
    expect(launcherReport({ ...event, origin: "http://evil.test" }, CONTENT, frameWindow)).toBeNull();
    expect(launcherReport({ ...event, source: { name: "other" } as never }, CONTENT, frameWindow)).toBeNull();
    expect(launcherReport({ ...event, data: { ...report, source: "someone-else" } }, CONTENT, frameWindow)).toBeNull();
    expect(launcherReport(event, null, frameWindow)).toBeNull();
    expect(launcherReport(event, CONTENT, undefined)).toBeNull();
  });
});
