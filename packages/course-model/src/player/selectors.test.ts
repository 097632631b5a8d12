import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { completeBlock, finish, goNext, startPlayer } from "./engine";
import {
  activeRemainingSeconds,
  activeRows,
  activeStackedBlocks,
  pagesDone,
  playerAction,
  reachablePages,
  sendsCompletionEvent,
} from "./selectors";
import { answer, course, playerBlock, playerPage } from "./testFixtures";

const t0 = Date.UTC(2026, 2, 5, 7, 8, 9);
const env = { now: () => t0 };

const input = {
  course: course({ pages_order: [10, 11], attempts: 3 }),
  pages: [
    playerPage(
      10,
      [
        playerBlock(100, 10, BLOCK_TYPE.QUIZ_TRUE_FALSE, { x: 4 }),
        playerBlock(101, 10, BLOCK_TYPE.TEXT),
        playerBlock(102, 10, BLOCK_TYPE.BUTTON, {
          y: 20,
          display_conditions: [{ kind: "block_interacted", block_id: 100 }],
        }),
      ],
      { time_limit: 90 },
    ),
    playerPage(11, [playerBlock(110, 11, BLOCK_TYPE.TEXT)]),
  ],
};

describe("what the player screens read", () => {
  it("rows and the phone's stack hold the visible blocks only", () => {
    const state = startPlayer(input, null, env);
    expect(activeRows(state).map((row) => row.blocks.map((block) => block.id))).toEqual([[101, 100]]);
    const answered = completeBlock(state, 100, answer(true));
    expect(activeRows(answered).map((row) => row.blocks.map((block) => block.id))).toEqual([[101, 100], [102]]);
    expect(activeStackedBlocks(answered).map((block) => block.id)).toEqual([101, 100, 102]);
  });

  it("the page list and progress bar count pages done", () => {
    const state = startPlayer(input, null, env);
    expect(reachablePages(state)).toEqual([10]);
    expect(pagesDone(state)).toEqual({ done: 0, total: 2 });
    const done = completeBlock(completeBlock(state, 100, answer(true)), 102);
    expect(reachablePages(done)).toEqual([10, 11]);
    expect(pagesDone(goNext(done, env))).toEqual({ done: 2, total: 2 });
  });

  it("counts down the shown page's time limit", () => {
    const state = startPlayer(input, null, env);
    expect(activeRemainingSeconds(state, { now: () => t0 + 30_000 })).toBe(60);
    const answered = completeBlock(completeBlock(state, 100, answer(true)), 102);
    expect(activeRemainingSeconds(finish(answered, env), env)).toBeNull();
  });

  it("resolves actions against this attempt's pages", () => {
    const state = startPlayer(input, null, env);
    expect(playerAction(state, { type: "link_to_page", page_id: 11 })).toEqual({ kind: "go_to_page", pageId: 11 });
    expect(playerAction(state, { type: "link_to_page", page_id: 12 })).toBeNull();
  });

  it("sends the completion event when finished and passed, not when failed with attempts left", () => {
    const state = startPlayer(input, null, env);
    const finished = (correct: boolean) => finish(completeBlock(completeBlock(state, 100, answer(correct)), 102), env);
    expect(sendsCompletionEvent(finished(true))).toBe(true);
    expect(sendsCompletionEvent(finished(false))).toBe(false);
  });
});
