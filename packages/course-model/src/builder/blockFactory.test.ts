import { describe, expect, it } from "vitest";
import { blankPlaceholder } from "../blocks/quiz/blanks";
import { BLOCK_TYPE } from "../blocks/types";
import { newBlockFields } from "./blockFactory";

describe("newBlockFields", () => {
  it.each([
    ["dropdown", BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN],
    ["typed", BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER],
  ])("a new fill-in-the-blanks question (%s) has every default blank placed in its sentence", (_, type) => {
    const fields = newBlockFields(type);
    const blanks = (fields.settings as { blanks: { id: string }[] }).blanks;
    expect(blanks.length).toBeGreaterThan(0);
    for (const blank of blanks) expect(fields.text).toContain(blankPlaceholder(blank.id));
    expect(fields.text).toMatch(/^<p>.*<\/p>$/);
  });

  it("other blocks start without text", () => {
    expect(newBlockFields(BLOCK_TYPE.TEXT).text).toBeNull();
    expect(newBlockFields(BLOCK_TYPE.QUIZ_SINGLE_CHOICE).text).toBeNull();
  });
});
