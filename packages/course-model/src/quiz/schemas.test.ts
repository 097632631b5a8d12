import { describe, expect, it } from "vitest";
import { defaultBlockSettings } from "../blocks/defaults";
import { getBlockDefinition } from "../blocks/registry";
import { BLOCK_TYPE, type BlockTypeCode } from "../blocks/types";
import { newPageBlockItemSchema } from "../course/blockItem";
import { blockItem } from "../course/testItems";

const schema = (code: number) => getBlockDefinition(code).settingsSchema;
const issues = (code: number, settings: unknown) => {
  const result = schema(code).safeParse(settings);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};
/** A copy of the defaults (JSON.parse's any), edited freely to break one rule at a time. */
const defaults = (code: number) => JSON.parse(JSON.stringify(getBlockDefinition(code).defaultSettings));

const QUIZ_CODES = [7, 8, 9, 10, 11, 12, 13, 14, 16, 18];

describe("question settings schemas", () => {
  it("every question type's default settings are valid", () => {
    for (const code of QUIZ_CODES) expect(issues(code, defaults(code)), String(code)).toEqual([]);
  });

  it("a builder save of a new question with its (translated) defaults passes the save schema", () => {
    for (const code of QUIZ_CODES as BlockTypeCode[]) {
      const { minSize } = getBlockDefinition(code);
      const settings = defaultBlockSettings(code, (key) => `text of ${key}`);
      const item = blockItem({ settings, displaying_settings: { x: 0, y: 0, w: 4, h: minSize.h, i: "-1" } }, code);
      expect(newPageBlockItemSchema.safeParse(item).success, String(code)).toBe(true);
    }
  });

  it("keeps the common keys and drops unknown ones", () => {
    const parsed = schema(BLOCK_TYPE.QUIZ_TRUE_FALSE).parse({
      ...defaults(7),
      question_counts_in_score: false,
      stray: 1,
    });
    expect(parsed).toMatchObject({ question_counts_in_score: false, correct_answer: true });
    expect(parsed).not.toHaveProperty("stray");
  });

  it("true/false needs its correct answer", () => {
    expect(issues(BLOCK_TYPE.QUIZ_TRUE_FALSE, {})).toEqual([{ path: "correct_answer", message: "validation.invalid" }]);
  });

  it("single choice: exactly one correct option", () => {
    const settings = defaults(BLOCK_TYPE.QUIZ_SINGLE_CHOICE);
    settings.options[1].correct = true;
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, settings)).toEqual([
      { path: "options", message: "validation.invalid" },
    ]);
    settings.options[0].correct = false;
    settings.options[1].correct = false;
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, settings)).toEqual([
      { path: "options", message: "validation.invalid" },
    ]);
  });

  it("multiple choice: at least one correct option, several allowed", () => {
    const settings = defaults(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE);
    settings.options[1].correct = true;
    expect(issues(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, settings)).toEqual([]);
    settings.options[0].correct = false;
    settings.options[1].correct = false;
    expect(issues(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, settings)).toEqual([
      { path: "options", message: "validation.invalid" },
    ]);
  });

  it("choice options: 2 to 20, unique ids, safe ids, optional image", () => {
    const option = (id: string, correct = false) => ({ id, text: id, correct });
    const one = { options: [option("a", true)] };
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, one)).toEqual([{ path: "options", message: "validation.min_value" }]);
    const many = { options: Array.from({ length: 21 }, (_, i) => option(`o${i}`, i === 0)) };
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, many)).toEqual([{ path: "options", message: "validation.too_many" }]);
    const twice = { options: [option("a", true), option("a")] };
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, twice)).toEqual([
      { path: "options.1.id", message: "validation.duplicate_id" },
    ]);
    const unsafe = { options: [option("a[,]b", true), option("c")] };
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, unsafe)).toEqual([
      { path: "options.0.id", message: "validation.invalid" },
    ]);
    const image = {
      options: [
        { ...option("a", true), image_media_id: 5 },
        { ...option("b"), image_media_id: null },
      ],
    };
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, image)).toEqual([]);
    const badImage = { options: [{ ...option("a", true), image_media_id: -1 }, option("b")] };
    expect(issues(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, badImage)).toEqual([
      { path: "options.0.image_media_id", message: "validation.invalid" },
    ]);
  });

  it("fill blanks dropdown: the correct option is one of the blank's options; blank ids unique", () => {
    const settings = defaults(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN);
    settings.blanks[0].correct_option_id = "zz";
    expect(issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, settings)).toEqual([
      { path: "blanks.0.correct_option_id", message: "validation.invalid" },
    ]);
    settings.blanks[0].correct_option_id = "o1";
    settings.blanks.push(JSON.parse(JSON.stringify(settings.blanks[0])));
    expect(issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, settings)).toEqual([
      { path: "blanks.1.id", message: "validation.duplicate_id" },
    ]);
    expect(issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, { blanks: [] })).toEqual([
      { path: "blanks", message: "validation.min_value" },
    ]);
  });

  it("fill blanks open answer: 1 to 10 non-empty accepted answers", () => {
    const blank = (accepted: string[]) => ({ blanks: [{ id: "b", accepted }] });
    expect(issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, blank([]))).toEqual([
      { path: "blanks.0.accepted", message: "validation.required" },
    ]);
    expect(issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, blank(["  "]))).toEqual([
      { path: "blanks.0.accepted.0", message: "validation.required" },
    ]);
    expect(issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, blank(Array(11).fill("x")))).toEqual([
      { path: "blanks.0.accepted", message: "validation.too_many" },
    ]);
    expect(
      issues(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, { blanks: [{ id: "b", accepted: ["x"], case_sensitive: true }] }),
    ).toEqual([]);
  });

  it("matching: 2 to 20 pairs with unique ids", () => {
    const pair = (id: string) => ({ id, left: "l", right: "r" });
    expect(issues(BLOCK_TYPE.QUIZ_MATCHING, { pairs: [pair("a")] })).toEqual([
      { path: "pairs", message: "validation.min_value" },
    ]);
    expect(issues(BLOCK_TYPE.QUIZ_MATCHING, { pairs: [pair("a"), pair("a")] })).toEqual([
      { path: "pairs.1.id", message: "validation.duplicate_id" },
    ]);
    expect(issues(BLOCK_TYPE.QUIZ_MATCHING, { pairs: Array.from({ length: 21 }, (_, i) => pair(`p${i}`)) })).toEqual([
      { path: "pairs", message: "validation.too_many" },
    ]);
  });

  it("diagram: spots lie within the image (0-100 %)", () => {
    const settings = defaults(BLOCK_TYPE.QUIZ_DIAGRAM);
    settings.spots[0].x = 101;
    settings.spots[1].y = -1;
    expect(issues(BLOCK_TYPE.QUIZ_DIAGRAM, settings)).toEqual([
      { path: "spots.0.x", message: "validation.max_value" },
      { path: "spots.1.y", message: "validation.min_value" },
    ]);
  });

  it("open answer max_length and recordings' max_seconds (1..600)", () => {
    expect(issues(BLOCK_TYPE.QUIZ_OPEN_ANSWER, { max_length: 0 })).toEqual([
      { path: "max_length", message: "validation.min_value" },
    ]);
    for (const code of [BLOCK_TYPE.QUIZ_AUDIO_ANSWER, BLOCK_TYPE.QUIZ_VIDEO_ANSWER]) {
      expect(issues(code, { max_seconds: 600 })).toEqual([]);
      expect(issues(code, { max_seconds: 601 })).toEqual([{ path: "max_seconds", message: "validation.max_value" }]);
      expect(issues(code, { max_seconds: 0 })).toEqual([{ path: "max_seconds", message: "validation.min_value" }]);
      expect(issues(code, { max_seconds: 1.5 })).toEqual([{ path: "max_seconds", message: "validation.invalid" }]);
    }
  });
});
