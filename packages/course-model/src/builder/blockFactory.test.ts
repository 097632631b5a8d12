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

  it("without a translator (the server) a question starts without text, and so do other blocks", () => {
    expect(newBlockFields(BLOCK_TYPE.TEXT).text).toBeNull();
    expect(newBlockFields(BLOCK_TYPE.QUIZ_SINGLE_CHOICE).text).toBeNull();
  });

  it("with a translator every question starts with its question, in one paragraph", () => {
    const translate = (key: string, params?: Record<string, string | number>) => `${key} <${params?.blank ?? ""}>`;
    const fields = newBlockFields(BLOCK_TYPE.QUIZ_MATCHING, translate);
    // The translated words are text, never markup.
    expect(fields.text).toBe("<p>blocks.quiz.defaults.question.matching &lt;&gt;</p>");
    expect(newBlockFields(BLOCK_TYPE.TEXT, translate).text).toBeNull();
  });

  it("a fill-in sentence whose translation lost the blank still places it", () => {
    const fields = newBlockFields(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, () => "Choose:");
    expect(fields.text).toBe(`<p>Choose: ${blankPlaceholder("b1")}</p>`);
  });
});
