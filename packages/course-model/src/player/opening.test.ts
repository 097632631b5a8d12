import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { completeBlock, goNext } from "./engine";
import { startPlayerAt } from "./opening";
import { emptyProgress } from "./progress";
import { course, playerBlock, playerPage } from "./testFixtures";
import type { PlayerInput } from "./types";

const env = { now: () => Date.UTC(2026, 2, 5), random: () => 0 };

/** Pages 1, 2, 3, each with a required button. */
const input: PlayerInput = {
  course: course({ pages_order: [1, 2, 3] }),
  pages: [1, 2, 3].map((id) => playerPage(id, [playerBlock(id * 10, id, BLOCK_TYPE.BUTTON)])),
};

describe("the page an address asks for (page=)", () => {
  it("a preview opens any page of the order", () => {
    expect(startPlayerAt(input, null, { pageId: 3, anyPage: true }, env).activePageId).toBe(3);
  });

  it("a learner starting the course starts on the first page, whatever page the address names", () => {
    expect(startPlayerAt(input, null, { pageId: 3, anyPage: false }, env).activePageId).toBe(1);
    expect(startPlayerAt(input, emptyProgress(null), { pageId: 3, anyPage: false }, env).activePageId).toBe(1);
  });

  it("a learner may open a page they have opened before", () => {
    const onSecond = goNext(completeBlock(startPlayerAt(input, null, { pageId: null, anyPage: false }, env), 10), env);
    const saved = { ...onSecond.progress, currentPageId: null };
    expect(startPlayerAt(input, saved, { pageId: 2, anyPage: false }, env).activePageId).toBe(2);
    expect(startPlayerAt(input, saved, { pageId: 3, anyPage: false }, env).activePageId).toBe(1);
  });

  it("a saved position wins over the address, in a preview too", () => {
    const saved = { ...emptyProgress(null), currentPageId: 2 };
    expect(startPlayerAt(input, saved, { pageId: 3, anyPage: true }, env).activePageId).toBe(2);
    expect(startPlayerAt(input, saved, { pageId: 1, anyPage: false }, env).activePageId).toBe(2);
  });

  it("a page not in the order falls back to the first page", () => {
    expect(startPlayerAt(input, null, { pageId: 99, anyPage: true }, env).activePageId).toBe(1);
  });
});
