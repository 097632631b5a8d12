import { describe, expect, it } from "vitest";
import { defaultBlockSettings, NEW_BLOCK_DEFAULTS } from "./defaults";
import { QUIZ_DEFAULT_TEXT_KEYS } from "./quiz/common";
import { BLOCK_DEFINITIONS } from "./registry";
import { DEFAULT_FEEDBACK_KEYS } from "./settings";
import { BLOCK_TYPE } from "./types";

describe("new block defaults (spec 4)", () => {
  it("judged quiz types get show_correct_answer and show_answer_feedback true with default feedback texts", () => {
    for (const definition of BLOCK_DEFINITIONS.filter((d) => d.isQuiz && d.scorable)) {
      expect(defaultBlockSettings(definition.code)).toMatchObject({
        show_correct_answer: true,
        show_answer_feedback: true,
        correct_answer_feedback: DEFAULT_FEEDBACK_KEYS.correct,
        incorrect_answer_feedback: DEFAULT_FEEDBACK_KEYS.incorrect,
      });
    }
  });

  it("unjudged answers (open, audio, video) start with no correct or incorrect feedback", () => {
    const unjudged = BLOCK_DEFINITIONS.filter((d) => d.isQuiz && !d.scorable).map((d) => d.code);
    expect(unjudged.sort()).toEqual(
      [BLOCK_TYPE.QUIZ_OPEN_ANSWER, BLOCK_TYPE.QUIZ_AUDIO_ANSWER, BLOCK_TYPE.QUIZ_VIDEO_ANSWER].sort(),
    );
    for (const code of unjudged) {
      const settings = defaultBlockSettings(code, (key) => `<${key}>`);
      expect(settings).toMatchObject({ show_answer_feedback: true });
      expect(settings).not.toHaveProperty("correct_answer_feedback");
      expect(settings).not.toHaveProperty("incorrect_answer_feedback");
      expect(settings).not.toHaveProperty("question_counts_in_score");
    }
  });

  it("default feedback texts are translated with the author's translator", () => {
    const settings = defaultBlockSettings(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, (key) => `<${key}>`);
    expect(settings.correct_answer_feedback).toBe(`<${DEFAULT_FEEDBACK_KEYS.correct}>`);
    expect(settings.incorrect_answer_feedback).toBe(`<${DEFAULT_FEEDBACK_KEYS.incorrect}>`);
  });

  it("content types get no feedback settings", () => {
    expect(defaultBlockSettings(BLOCK_TYPE.TEXT)).toEqual({});
    expect(defaultBlockSettings(BLOCK_TYPE.BUTTON)).not.toHaveProperty("show_correct_answer");
  });

  it("all new blocks: completion_required true, randomize_options_order true, text vertical align top, border hidden, autoplay false", () => {
    expect(NEW_BLOCK_DEFAULTS).toEqual({
      completion_required: true,
      randomize_options_order: true,
      text_vertical_align: 0,
      border_is_visible: false,
      autoplay: false,
    });
  });

  it("each new block owns its settings arrays", () => {
    const first = defaultBlockSettings(BLOCK_TYPE.ACCORDION);
    (first.items as unknown[]).push({ id: "a", title: "t", text: "x" });
    expect(defaultBlockSettings(BLOCK_TYPE.ACCORDION).items).toEqual([]);
  });

  it("every type's default settings pass its own settings schema", () => {
    for (const definition of BLOCK_DEFINITIONS) {
      expect(definition.settingsSchema.safeParse(definition.defaultSettings).success).toBe(true);
    }
  });
});

describe("new question defaults", () => {
  it("a new question's option texts and labels are translated at any depth, like the feedback", () => {
    const translate = (key: string) => `<${key}>`;
    expect(defaultBlockSettings(BLOCK_TYPE.QUIZ_TRUE_FALSE, translate)).toMatchObject({
      correct_answer: true,
      true_label: `<${QUIZ_DEFAULT_TEXT_KEYS.true}>`,
      false_label: `<${QUIZ_DEFAULT_TEXT_KEYS.false}>`,
    });
    const choice = defaultBlockSettings(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, translate);
    expect(choice.options).toEqual([
      { id: "o1", text: `<${QUIZ_DEFAULT_TEXT_KEYS.option1}>`, image_media_id: null, correct: true },
      { id: "o2", text: `<${QUIZ_DEFAULT_TEXT_KEYS.option2}>`, image_media_id: null, correct: false },
    ]);
  });

  it("translated defaults still pass the type's schema", () => {
    for (const definition of BLOCK_DEFINITIONS) {
      const settings = defaultBlockSettings(definition.code, (key) => `text of ${key}`);
      expect(definition.settingsSchema.safeParse(settings).success, definition.name).toBe(true);
    }
  });
});
