import { BLOCK_TYPE, type CourseProgress, emptyProgress, startPlayer } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
// The engine's own fixtures (not exported by the package: tests only).
import { course, playerBlock, playerPage } from "../../../../packages/course-model/src/player/testFixtures";
import { takeOverStored } from "./storedProgress";

const pages = [10, 11, 12].map((id, order) => playerPage(id, [playerBlock(id * 10, id, BLOCK_TYPE.BUTTON)], { order }));
const input = { course: course({ attempts: 3, pages_order: [10, 11, 12] }), pages, topics: [] };
/** This window: the first attempt, on the second page. */
const shown = () => startPlayer(input, { ...emptyProgress(3), currentPageId: 11 });
const stored = (progress: Partial<CourseProgress>): CourseProgress => ({ ...emptyProgress(3), ...progress });

describe("taking over the progress another window wrote (a stale write refused by the server)", () => {
  it("shows the finished screen with the stored score when the course was finished elsewhere", () => {
    const taken = takeOverStored(shown(), stored({ completed: true, passed: true, passPercent: 80 }), null);
    expect(taken?.engine.activePageId).toBeNull();
    expect(taken?.engine.progress).toMatchObject({ completed: true, passed: true, passPercent: 80 });
    expect(taken?.takeOver).toEqual({ elsewhere: "finished", count: 1 });
  });

  it("goes on with the newer attempt where it stands when the course was started again elsewhere", () => {
    const newer = stored({ currentAttemptNumber: 1, currentPageId: 12, completedBlocks: [100, 110] });
    const taken = takeOverStored(shown(), newer, { elsewhere: "finished", count: 1 });
    expect(taken?.engine.activePageId).toBe(12);
    expect(taken?.engine.progress.currentAttemptNumber).toBe(1);
    expect(taken?.engine.progress.completedBlocks).toEqual([100, 110]);
    expect(taken?.takeOver).toEqual({ elsewhere: "started_again", count: 2 });
  });

  it("takes nothing over for a refusal of a write sent before an earlier take-over (the attempt now shown)", () => {
    const same = shown().progress;
    expect(takeOverStored(shown(), { ...same, currentPageId: 10 }, null)).toBeNull();
  });
});
