import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { scormInteraction } from "./interaction";
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
