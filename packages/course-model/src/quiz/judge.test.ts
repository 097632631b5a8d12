import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blankSegments } from "../blocks/quiz/blanks";
import { BLOCK_TYPE } from "../blocks/types";
import { correctAnswerText, judgeAnswer, NotAQuestionError, type QuizBlock } from "./judge";
import { orderOptions } from "./shuffle";
import { htmlToPlainText } from "./text";

const q = (type: number, settings: Record<string, unknown>, text = "<p>Question?</p>"): QuizBlock =>
  ({ type, text, settings }) as QuizBlock;

const trueFalse = q(
  BLOCK_TYPE.QUIZ_TRUE_FALSE,
  { correct_answer: false, true_label: "Yes", false_label: "No" },
  "<p>The sky is <b>green</b>.</p>",
);
const options = [
  { id: "a", text: "A", correct: true },
  { id: "b", text: "B", correct: false },
  { id: "c", text: "C", correct: true },
];
const single = q(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { options: options.map((o) => ({ ...o, correct: o.id === "a" })) });
const multiple = q(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, { options });
const dropdown = q(
  BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
  {
    blanks: [
      {
        id: "x",
        options: [
          { id: "1", text: "one" },
          { id: "2", text: "two" },
        ],
        correct_option_id: "2",
      },
      {
        id: "y",
        options: [
          { id: "3", text: "three" },
          { id: "4", text: "four" },
        ],
        correct_option_id: "3",
      },
    ],
  },
  "<p>[[blank:y]] comes after [[blank:x]]</p>",
);
const openBlanks = q(
  BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
  {
    blanks: [
      { id: "city", accepted: ["Paris", "Lutetia"] },
      { id: "code", accepted: ["FR"], case_sensitive: true },
    ],
  },
  "<p>Capital: [[blank:city]] ([[blank:code]])</p>",
);
const matching = q(BLOCK_TYPE.QUIZ_MATCHING, {
  pairs: [
    { id: "p1", left: "France", right: "Paris" },
    { id: "p2", left: "Italy", right: "Rome" },
  ],
});
const diagram = q(BLOCK_TYPE.QUIZ_DIAGRAM, {
  spots: [
    { id: "s1", x: 10, y: 10, label: "Heart" },
    { id: "s2", x: 50, y: 50, label: "Lung" },
  ],
});
const openAnswer = q(BLOCK_TYPE.QUIZ_OPEN_ANSWER, {});
const audio = q(BLOCK_TYPE.QUIZ_AUDIO_ANSWER, {});
const video = q(BLOCK_TYPE.QUIZ_VIDEO_ANSWER, { question_counts_in_score: true });

describe("judgeAnswer", () => {
  it("true/false: right against the marked answer, with the author's labels", () => {
    expect(judgeAnswer(trueFalse, false).correct).toBe(true);
    expect(judgeAnswer(trueFalse, true).correct).toBe(false);
    expect(judgeAnswer(trueFalse, true).position).toEqual({
      type: "quiz_true_false",
      text: "The sky is green.",
      answerText: "Yes",
      correctAnswerText: "No",
      answerValue: true,
      correct: false,
      countsIsScore: true,
    });
  });

  it("true/false without labels reads true / false", () => {
    const plain = q(BLOCK_TYPE.QUIZ_TRUE_FALSE, { correct_answer: true });
    expect(judgeAnswer(plain, true).position).toMatchObject({
      answerText: "true",
      correctAnswerText: "true",
      correct: true,
    });
  });

  it("single choice: the one correct option; an unknown id is wrong", () => {
    expect(judgeAnswer(single, "a")).toMatchObject({ correct: true, position: { answerText: "A", answerValue: "a" } });
    expect(judgeAnswer(single, "b")).toMatchObject({
      correct: false,
      position: { answerText: "B", correctAnswerText: "A" },
    });
    expect(judgeAnswer(single, "zz").correct).toBe(false);
  });

  it("multiple choice: exactly the correct set; partial, extra or empty is wrong; order and repeats do not matter", () => {
    expect(judgeAnswer(multiple, ["c", "a"]).correct).toBe(true);
    expect(judgeAnswer(multiple, ["a", "c", "a"]).correct).toBe(true);
    expect(judgeAnswer(multiple, ["a"]).correct).toBe(false);
    expect(judgeAnswer(multiple, ["a", "b", "c"]).correct).toBe(false);
    expect(judgeAnswer(multiple, ["a", "c", "zz"]).correct).toBe(false);
    expect(judgeAnswer(multiple, []).correct).toBe(false);
    expect(judgeAnswer(multiple, ["c", "a"]).position).toMatchObject({
      answerText: "A, C",
      correctAnswerText: "A, C",
      answerValue: ["c", "a"],
    });
  });

  it("fill blanks dropdown: every blank right, read in the text's order", () => {
    expect(judgeAnswer(dropdown, { x: "2", y: "3" }).correct).toBe(true);
    expect(judgeAnswer(dropdown, { x: "2", y: "4" }).correct).toBe(false);
    expect(judgeAnswer(dropdown, { x: "2" }).correct).toBe(false);
    expect(judgeAnswer(dropdown, {}).correct).toBe(false);
    expect(judgeAnswer(dropdown, { x: "1", stray: "3" }).position).toMatchObject({
      text: "___ comes after ___",
      answerText: "-, one",
      correctAnswerText: "three, two",
      answerValue: { x: "1" },
    });
  });

  it("fill blanks open answer: trimmed, case-insensitive unless the blank says otherwise, any accepted answer", () => {
    expect(judgeAnswer(openBlanks, { city: "  paris ", code: "FR" }).correct).toBe(true);
    expect(judgeAnswer(openBlanks, { city: "LUTETIA", code: "FR" }).correct).toBe(true);
    expect(judgeAnswer(openBlanks, { city: "Paris", code: "fr" }).correct).toBe(false);
    expect(judgeAnswer(openBlanks, { city: "Pari", code: "FR" }).correct).toBe(false);
    expect(judgeAnswer(openBlanks, { city: "Paris" }).correct).toBe(false);
    expect(judgeAnswer(openBlanks, { city: " Paris ", code: "" }).position).toMatchObject({
      answerText: "Paris, -",
      correctAnswerText: "Paris, FR",
      answerValue: { city: "Paris", code: "" },
    });
  });

  it("matching: every pair right", () => {
    expect(judgeAnswer(matching, { p1: "p1", p2: "p2" }).correct).toBe(true);
    expect(judgeAnswer(matching, { p1: "p2", p2: "p1" }).correct).toBe(false);
    expect(judgeAnswer(matching, { p1: "p1" }).correct).toBe(false);
    expect(judgeAnswer(matching, { p1: "p2", p2: "p1" }).position).toMatchObject({
      answerText: "France → Rome, Italy → Paris",
      correctAnswerText: "France → Paris, Italy → Rome",
    });
  });

  it("diagram: every label on its spot", () => {
    expect(judgeAnswer(diagram, { s1: "s1", s2: "s2" }).correct).toBe(true);
    expect(judgeAnswer(diagram, { s1: "s2", s2: "s1" }).correct).toBe(false);
    expect(judgeAnswer(diagram, {}).correct).toBe(false);
    expect(judgeAnswer(diagram, { s1: "s2" }).position).toMatchObject({
      answerText: "1: Lung, 2: -",
      correctAnswerText: "1: Heart, 2: Lung",
    });
  });

  it("open, audio and video answers are not judged: correct null, position correct, never counted", () => {
    expect(judgeAnswer(openAnswer, "My essay")).toEqual({
      correct: null,
      position: {
        type: "quiz_open_answer",
        text: "Question?",
        answerText: "My essay",
        correctAnswerText: "",
        answerValue: "My essay",
        correct: true,
        countsIsScore: false,
      },
    });
    expect(judgeAnswer(audio, { media_id: 12 }).position).toMatchObject({
      answerText: "12",
      answerValue: { media_id: 12 },
    });
    expect(judgeAnswer(video, { media_id: 13 })).toMatchObject({ correct: null, position: { countsIsScore: false } });
  });

  it("countsIsScore follows question_counts_in_score for judged types", () => {
    const uncounted = { ...single, settings: { ...single.settings, question_counts_in_score: false } };
    expect(judgeAnswer(uncounted, "a").position.countsIsScore).toBe(false);
    expect(judgeAnswer(single, "a").position.countsIsScore).toBe(true);
  });

  it("an answer of another shape is wrong (or not judged) with an empty answer", () => {
    expect(judgeAnswer(single, ["a"])).toMatchObject({
      correct: false,
      position: { answerText: "", answerValue: null },
    });
    expect(judgeAnswer(trueFalse, "false").correct).toBe(false);
    expect(judgeAnswer(openAnswer, 5).correct).toBeNull();
  });

  it("a block whose settings are broken judges every answer wrong", () => {
    const broken = q(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { options: "nope" });
    expect(judgeAnswer(broken, "a").correct).toBe(false);
    expect(correctAnswerText(broken)).toBe("");
  });

  it("refuses a block that is not a question", () => {
    expect(() => judgeAnswer(q(BLOCK_TYPE.TEXT, {}), "x")).toThrow(NotAQuestionError);
  });
});

describe("question helpers", () => {
  it("htmlToPlainText drops tags and decodes entities", () => {
    expect(htmlToPlainText("<p>Tom &amp; Jerry&nbsp;&#39;s</p><p>next<br>line</p>")).toBe("Tom & Jerry 's next line");
    expect(htmlToPlainText(null)).toBe("");
  });

  it("blankSegments places blanks, drops unknown ones, appends unplaced ones", () => {
    expect(blankSegments("<p>a [[blank:x]] b [[blank:zz]] [[blank:x]]</p>", ["x", "y"])).toEqual([
      { kind: "html", html: "<p>a " },
      { kind: "blank", id: "x" },
      { kind: "html", html: " b " },
      { kind: "html", html: " " },
      { kind: "html", html: "</p>" },
      { kind: "blank", id: "y" },
    ]);
  });

  it("orderOptions: a permutation keeping ids when randomize_options_order is set, the author's order otherwise", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 20 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (ids, stream) => {
          const items = ids.map((id) => ({ id, text: id }));
          const iterator = stream[Symbol.iterator]();
          const random = () => iterator.next().value as number;
          const shuffled = orderOptions({ randomize_options_order: true }, items, random);
          expect(shuffled).toHaveLength(items.length);
          expect([...shuffled].sort((a, b) => (a.id < b.id ? -1 : 1))).toEqual(
            [...items].sort((a, b) => (a.id < b.id ? -1 : 1)),
          );
          expect(orderOptions({ randomize_options_order: false }, items, random)).toEqual(items);
          expect(items.map((item) => item.id)).toEqual(ids);
        },
      ),
    );
  });

  it("orderOptions shuffles with the injected random", () => {
    expect(orderOptions({ randomize_options_order: true }, [1, 2, 3], () => 0)).toEqual([2, 3, 1]);
  });
});
