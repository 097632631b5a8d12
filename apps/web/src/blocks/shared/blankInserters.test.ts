import { describe, expect, it } from "vitest";
import { blankInserterOf, registerBlankInserter } from "./blankInserters";

describe("the canvas's sentence editors, reached from the properties", () => {
  it("answers the block's registered editor, and none once it is taken back", () => {
    const release = registerBlankInserter(7, (id) => `<p>[[blank:${id}]]</p>`);
    expect(blankInserterOf(7)?.("b2")).toBe("<p>[[blank:b2]]</p>");
    expect(blankInserterOf(8)).toBeNull();
    release();
    expect(blankInserterOf(7)).toBeNull();
  });

  it("keeps a newer editor of the same block when an older one is taken back (remount order)", () => {
    const releaseOld = registerBlankInserter(3, () => "old");
    const releaseNew = registerBlankInserter(3, () => "new");
    releaseOld();
    expect(blankInserterOf(3)?.("b1")).toBe("new");
    releaseNew();
    expect(blankInserterOf(3)).toBeNull();
  });
});
