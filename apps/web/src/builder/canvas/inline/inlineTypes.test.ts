import { BLOCK_TYPE } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { feedbackOnCanvas, hasCanvasFields, hasInlineText } from "./inlineTypes";

const question = (type: number, show_answer_feedback?: boolean) => ({
  type,
  settings: show_answer_feedback === undefined ? {} : { show_answer_feedback },
});

describe("which texts are typed on the canvas", () => {
  it("types a fill-in-the-blanks question's sentence and feedback on the canvas (Enter goes into the sentence)", () => {
    for (const type of [BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER]) {
      expect(hasCanvasFields(type)).toBe(true);
      expect(hasInlineText(type)).toBe(true);
      expect(feedbackOnCanvas(question(type))).toBe(true);
    }
  });

  it("puts every question's feedback on the canvas only while feedback is shown", () => {
    expect(feedbackOnCanvas(question(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, true))).toBe(true);
    expect(feedbackOnCanvas(question(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, false))).toBe(false);
    expect(feedbackOnCanvas(question(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, false))).toBe(false);
  });

  it("gives blocks without texts no canvas fields", () => {
    expect(hasCanvasFields(BLOCK_TYPE.VIDEO_FILE)).toBe(false);
    expect(feedbackOnCanvas(question(BLOCK_TYPE.VIDEO_FILE))).toBe(false);
    expect(hasCanvasFields(BLOCK_TYPE.TEXT)).toBe(true);
  });

  it("types an image's caption on the canvas, and gives it no feedback there (it is no question)", () => {
    expect(hasInlineText(BLOCK_TYPE.IMAGE)).toBe(true);
    expect(feedbackOnCanvas(question(BLOCK_TYPE.IMAGE))).toBe(false);
  });
});
