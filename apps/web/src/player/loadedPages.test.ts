import { BLOCK_TYPE, canGoNext, goNext, startPlayer } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
// The engine's own fixtures (not exported by the package: tests only).
import { course, playerBlock, playerPage } from "../../../../packages/course-model/src/player/testFixtures";
import { shellPage, withLoadedPage } from "./loadedPages";

const full = [
  playerPage(10, [playerBlock(100, 10, BLOCK_TYPE.BUTTON)]),
  playerPage(11, [playerBlock(110, 11, BLOCK_TYPE.BUTTON)]),
];
const input = { course: course({ pages_order: [10, 11] }), pages: full.map(shellPage) };

describe("pages arriving after the player started", () => {
  it("the page shown gets its blocks and its completion brought up to date (a required block holds it)", () => {
    const started = startPlayer(input, null);
    expect(started.activePageId).toBe(10);
    const loaded = withLoadedPage(started, full[0] ?? playerPage(0));
    expect(loaded.pages[0]?.page_blocks).toHaveLength(1);
    expect(loaded.input.pages[0]?.page_blocks).toHaveLength(1);
    expect(loaded.progress.pagesProgresses.find((p) => p.id === 10)?.completed).toBe(false);
    expect(canGoNext(loaded)).toBe(false);
  });

  it("another page is swapped in without moving the learner", () => {
    const started = startPlayer(input, null);
    const loaded = withLoadedPage(started, full[1] ?? playerPage(0));
    expect(loaded.activePageId).toBe(10);
    expect(loaded.pages[1]?.page_blocks).toHaveLength(1);
    expect(goNext(loaded).activePageId).toBe(11);
  });
});
