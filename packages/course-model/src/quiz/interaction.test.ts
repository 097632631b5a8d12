import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { scormInteraction, scormInteractions } from "./interaction";
import { judgeAnswer, type QuizBlock } from "./judge";

const q = (id: number, type: number, settings: Record<string, unknown>, text = "<p>Question?</p>") =>
  ({ id, type, text, settings }) as QuizBlock & { id: number };

const both = (block: QuizBlock & { id: number }, answer: unknown) => {
  const judged = judgeAnswer(block, answer);
  return { s2004: scormInteraction(block, answer, judged), s12: scormInteraction(block, answer, judged, "scorm12") };
};

describe("scormInteraction", () => {
  it("true/false: true / false in 2004, t / f in 1.2", () => {
    const { s2004, s12 } = both(
      q(7, BLOCK_TYPE.QUIZ_TRUE_FALSE, { correct_answer: true }, "<p>Sky is blue</p>"),
      false,
    );
    expect(s2004).toEqual({
      id: "question_7",
      type: "true-false",
      description: "Sky is blue",
      learner_response: "false",
      correct_response: "true",
      result: "incorrect",
    });
    expect(s12).toMatchObject({ type: "true-false", learner_response: "f", correct_response: "t", result: "wrong" });
  });

  it("a question failed by a page time limit ('-', wrong): '-' as a free-text response, none where '-' breaks the format", () => {
    const choice = q(8, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { options: [{ id: "a", text: "A", correct: true }] });
    expect(scormInteraction(choice, "-", { correct: false })).toMatchObject({
      type: "choice",
      learner_response: "",
      result: "incorrect",
    });
    expect(scormInteraction(choice, "-", { correct: false }, "scorm12")).toMatchObject({
      learner_response: "",
      result: "wrong",
    });
    const open = q(9, BLOCK_TYPE.QUIZ_OPEN_ANSWER, {});
    expect(scormInteraction(open, "-", { correct: false })).toMatchObject({
      type: "long-fill-in",
      learner_response: "-",
      result: "incorrect",
    });
    expect(scormInteraction(open, "-", { correct: false }, "scorm12")).toMatchObject({
      type: "fill-in",
      learner_response: "-",
      result: "wrong",
    });
  });

  it("choice: option ids joined by [,] in 2004 and , in 1.2", () => {
    const options = [
      { id: "a", text: "A", correct: true },
      { id: "b", text: "B", correct: false },
      { id: "c", text: "C", correct: true },
    ];
    const { s2004, s12 } = both(q(8, BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, { options }), ["a", "c"]);
    expect(s2004).toMatchObject({
      type: "choice",
      learner_response: "a[,]c",
      correct_response: "a[,]c",
      result: "correct",
    });
    expect(s12).toMatchObject({ type: "choice", learner_response: "a,c", correct_response: "a,c", result: "correct" });
    const single = q(9, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { options: options.slice(0, 2) });
    expect(both(single, "b").s2004).toMatchObject({
      type: "choice",
      learner_response: "b",
      correct_response: "a",
      result: "incorrect",
    });
  });

  it("matching: left[.]right pairs joined by [,] (1.2: left.right joined by ,); diagrams too", () => {
    const pairs = [
      { id: "p1", left: "France", right: "Paris" },
      { id: "p2", left: "Italy", right: "Rome" },
    ];
    const { s2004, s12 } = both(q(10, BLOCK_TYPE.QUIZ_MATCHING, { pairs }), { p1: "p2", p2: "p1" });
    expect(s2004).toMatchObject({
      type: "matching",
      learner_response: "p1[.]p2[,]p2[.]p1",
      correct_response: "p1[.]p1[,]p2[.]p2",
      result: "incorrect",
    });
    expect(s12).toMatchObject({ learner_response: "p1.p2,p2.p1", correct_response: "p1.p1,p2.p2" });
    const spots = [{ id: "s1", x: 1, y: 1, label: "Heart" }];
    expect(both(q(11, BLOCK_TYPE.QUIZ_DIAGRAM, { spots }), { s1: "s1" }).s2004).toMatchObject({
      type: "matching",
      learner_response: "s1[.]s1",
      correct_response: "s1[.]s1",
      result: "correct",
    });
  });

  it("fill-in: the texts of the blanks, in the text's order", () => {
    const blanks = [
      {
        id: "x",
        options: [
          { id: "1", text: "one" },
          { id: "2", text: "two, too" },
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
    ];
    const block = q(12, BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, { blanks }, "[[blank:y]] then [[blank:x]]");
    const { s2004, s12 } = both(block, { x: "2", y: "3" });
    expect(s2004).toMatchObject({
      type: "fill-in",
      description: "___ then ___",
      learner_response: "three[,]two, too",
      correct_response: "three[,]two, too",
      result: "correct",
    });
    expect(s12).toMatchObject({ type: "fill-in", learner_response: "three,two  too" });
    const typed = q(13, BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, {
      blanks: [{ id: "b", accepted: ["Paris"], case_sensitive: true }],
    });
    expect(both(typed, { b: " paris " }).s2004).toMatchObject({
      type: "fill-in",
      learner_response: "paris",
      correct_response: "{case_matters=true}Paris",
      result: "incorrect",
    });
  });

  it("open answers are long-fill-in, recordings other, both neutral; 1.2 makes them fill-in within 255 characters", () => {
    const essay = "x".repeat(5000);
    const { s2004, s12 } = both(q(14, BLOCK_TYPE.QUIZ_OPEN_ANSWER, {}), essay);
    expect(s2004).toMatchObject({ type: "long-fill-in", correct_response: "", result: "neutral" });
    expect(s2004.learner_response).toHaveLength(4000);
    expect(s12).toMatchObject({ type: "fill-in", result: "neutral" });
    expect(s12.learner_response).toHaveLength(255);
    const audio = both(q(15, BLOCK_TYPE.QUIZ_AUDIO_ANSWER, {}), { media_id: 42 });
    expect(audio.s2004).toMatchObject({ type: "other", learner_response: "42", result: "neutral" });
    expect(audio.s12).toMatchObject({ type: "fill-in", learner_response: "42" });
    expect(both(q(16, BLOCK_TYPE.QUIZ_VIDEO_ANSWER, {}), { media_id: 43 }).s2004.type).toBe("other");
  });

  it("the description is the plain question, at most 250 characters", () => {
    const long = q(17, BLOCK_TYPE.QUIZ_TRUE_FALSE, { correct_answer: true }, `<p>${"y".repeat(300)}</p>`);
    expect(both(long, true).s2004.description).toHaveLength(250);
  });
});

describe("scormInteractions: what SCORM 2004 takes in one interaction", () => {
  /** The 2004 RTE's fill-in response: at most 10 strings separated by [,] (escaped delimiters aside). */
  const items = (response: string) => (response === "" ? 0 : response.replace(/^\{[^}]*\}/, "").split("[,]").length);

  it("splits a fill-in with 25 blanks into runs of 10, each judged on its own blanks", () => {
    const blanks = Array.from({ length: 25 }, (_, i) => ({
      id: `b${i}`,
      accepted: [`w${i}`],
      case_sensitive: i === 21,
    }));
    const text = blanks.map((b) => `[[blank:${b.id}]]`).join(" ");
    const block = q(20, BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, { blanks }, text);
    // Every blank right but the 15th (in the second run).
    const answer = Object.fromEntries(blanks.map((b, i) => [b.id, i === 14 ? "nope" : `w${i}`]));
    const parts = scormInteractions(block, answer, judgeAnswer(block, answer));
    expect(parts.map((p) => p.id)).toEqual(["question_20", "question_20_part2", "question_20_part3"]);
    expect(parts.map((p) => items(p.learner_response))).toEqual([10, 10, 5]);
    expect(parts.map((p) => items(p.correct_response))).toEqual([10, 10, 5]);
    expect(parts.map((p) => p.result)).toEqual(["correct", "incorrect", "correct"]);
    expect(parts.every((p) => p.type === "fill-in")).toBe(true);
    expect(parts[1]?.learner_response.split("[,]")[4]).toBe("nope");
    expect(parts[2]?.correct_response).toBe("{case_matters=true}w20[,]w21[,]w22[,]w23[,]w24");
    expect(parts[0]?.correct_response.startsWith("{")).toBe(false);
    expect(parts[2]?.description.endsWith(" (3/3)")).toBe(true);
    // The whole interaction, as before, breaks the LMS's limit: that is what the split is for.
    expect(items(scormInteraction(block, answer, judgeAnswer(block, answer)).learner_response)).toBe(25);
  });

  it("splits a diagram with 50 spots into matching runs of at most 36 pairs; 10 blanks and 1.2 stay whole", () => {
    const spots = Array.from({ length: 50 }, (_, i) => ({ id: `s${i}`, x: 1, y: 1, label: `Spot ${i}` }));
    const block = q(21, BLOCK_TYPE.QUIZ_DIAGRAM, { spots });
    const answer = Object.fromEntries(spots.map((s) => [s.id, s.id]));
    const parts = scormInteractions(block, answer, judgeAnswer(block, answer));
    expect(parts.map((p) => p.correct_response.split("[,]").length)).toEqual([36, 14]);
    expect(parts.map((p) => p.learner_response.split("[,]").length)).toEqual([36, 14]);
    expect(parts.map((p) => p.result)).toEqual(["correct", "correct"]);
    expect(parts.every((p) => p.type === "matching")).toBe(true);
    expect(scormInteractions(block, answer, judgeAnswer(block, answer), "scorm12")).toHaveLength(1);

    const ten = Array.from({ length: 10 }, (_, i) => ({ id: `b${i}`, accepted: ["x"], case_sensitive: false }));
    const fill = q(22, BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, { blanks: ten });
    expect(scormInteractions(fill, {}, { correct: false })).toEqual([scormInteraction(fill, {}, { correct: false })]);
  });

  it("a split question failed by a time limit: '-' in each fill-in part, no response in matching parts", () => {
    const blanks = Array.from({ length: 11 }, (_, i) => ({ id: `b${i}`, accepted: ["x"], case_sensitive: false }));
    const fill = q(23, BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, { blanks });
    expect(scormInteractions(fill, "-", { correct: false }).map((p) => [p.learner_response, p.result])).toEqual([
      ["-", "incorrect"],
      ["-", "incorrect"],
    ]);
    const spots = Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, x: 1, y: 1, label: `S${i}` }));
    const diagram = q(24, BLOCK_TYPE.QUIZ_DIAGRAM, { spots });
    expect(scormInteractions(diagram, "-", { correct: false }).map((p) => p.learner_response)).toEqual(["", ""]);
  });
});
