import { BLOCK_TYPE, COURSE_MODE, judgeAnswer, type QuizBlock } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { xapiInteraction } from "./interactions";
import { diffStatements } from "./statements";
import { validateStatement } from "./testValidator";

const q = (type: number, settings: Record<string, unknown>, text = "<p>Question?</p>") =>
  ({ type, text, settings }) as QuizBlock;

/** The interaction of an answer judged as the player's server judges it. */
const interactionOf = (block: QuizBlock, answer: unknown) => {
  const { position } = judgeAnswer(block, answer);
  return { interaction: xapiInteraction(block, position), position };
};

/** The whole answered statement, to check it against the validator an LRS runs. */
const answeredStatement = (block: QuizBlock, answer: unknown) => {
  const { position } = judgeAnswer(block, answer);
  const { statements } = diffStatements(
    {
      publicUrl: "https://courses.example.com",
      useMbox: false,
      learner: { id: 7, name: "Ada", email: "ada@example.com", integration_id: null },
      course: { id: 3, title: "Course", mode: COURSE_MODE.LEARNING },
      pageTitles: new Map([[10, "Quiz"]]),
      questions: new Map([[20, block]]),
      registration: "6f1c2a8e-4b1d-4c3e-9a7b-2d5e8f0a1b2c",
      attempt: 0,
      startedAt: new Date("2026-11-27T10:00:00Z"),
      now: new Date("2026-11-27T10:01:00Z"),
    },
    null,
    {
      current_page_id: 10,
      completed: false,
      passed: false,
      pass_percent: 0,
      desired_pages_order: [10],
      pages_progresses: [],
      blocks_progresses: [
        { block_id: 20, completed: true, correct: position.correct, user_answer: answer as never, position },
      ],
      ended: false,
    },
  );
  const answered = statements.find((s) => s.verb.id.endsWith("/answered"));
  expect(validateStatement(answered)).toEqual([]);
  return answered;
};

const options = [
  { id: "a", text: "Water", correct: false },
  { id: "b", text: "Foam", correct: true },
  { id: "c", text: "Sand", correct: true },
];

describe("xapiInteraction: each question kind as an xAPI interaction activity", () => {
  it("true-false: 'true'/'false' (never the label), the right one as the pattern", () => {
    const block = q(BLOCK_TYPE.QUIZ_TRUE_FALSE, { correct_answer: false, true_label: "Yes", false_label: "No" });
    const { interaction } = interactionOf(block, true);
    expect(interaction).toEqual({
      definition: { interactionType: "true-false", correctResponsesPattern: ["false"] },
      response: "true",
    });
    expect(answeredStatement(block, false)?.result).toMatchObject({ response: "false", success: true });
  });

  it("single choice: the option's id as the response, the options as choices with their texts", () => {
    const block = q(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { options: options.slice(0, 2) });
    expect(interactionOf(block, "a").interaction).toEqual({
      definition: {
        interactionType: "choice",
        choices: [
          { id: "a", description: { und: "Water" } },
          { id: "b", description: { und: "Foam" } },
        ],
        correctResponsesPattern: ["b"],
      },
      response: "a",
    });
    const statement = answeredStatement(block, "b");
    expect(statement?.object.definition).toMatchObject({
      type: "http://adlnet.gov/expapi/activities/cmi.interaction",
      interactionType: "choice",
      name: { und: "Question?" },
    });
    expect(statement?.result?.response).toBe("b");
  });

  it("multiple choice: the picked ids joined by [,]", () => {
    const block = q(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, { options });
    const { interaction } = interactionOf(block, ["c", "a"]);
    expect(interaction.response).toBe("c[,]a");
    expect(interaction.definition).toMatchObject({
      interactionType: "choice",
      correctResponsesPattern: ["b[,]c"],
    });
    expect(interaction.definition.choices?.map((choice) => choice.id)).toEqual(["a", "b", "c"]);
    expect(answeredStatement(block, ["b", "c"])?.result).toMatchObject({ response: "b[,]c", success: true });
  });

  it("dropdown blanks: fill-in with the chosen texts in the text's order", () => {
    const blanks = [
      {
        id: "x",
        options: [
          { id: "o1", text: "one" },
          { id: "o2", text: "two" },
        ],
        correct_option_id: "o2",
      },
      {
        id: "y",
        options: [
          { id: "o3", text: "three" },
          { id: "o4", text: "four" },
        ],
        correct_option_id: "o3",
      },
    ];
    const block = q(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, { blanks }, "[[blank:y]] then [[blank:x]]");
    expect(interactionOf(block, { x: "o1", y: "o3" }).interaction).toEqual({
      definition: { interactionType: "fill-in", correctResponsesPattern: ["three[,]two"] },
      response: "three[,]one",
    });
    answeredStatement(block, { x: "o2", y: "o3" });
  });

  it("typed blanks: fill-in with the typed texts; a case-sensitive blank says {case_matters=true}", () => {
    const block = q(
      BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
      { blanks: [{ id: "b", accepted: ["Paris"], case_sensitive: true }] },
      "Capital: [[blank:b]]",
    );
    expect(interactionOf(block, { b: " paris " }).interaction).toEqual({
      definition: { interactionType: "fill-in", correctResponsesPattern: ["{case_matters=true}Paris"] },
      response: "paris",
    });
    answeredStatement(block, { b: "Paris" });
  });

  it("matching: source and target with the pairs' ids and texts, the response as a[.]b[,]c[.]d", () => {
    const pairs = [
      { id: "p1", left: "France", right: "Paris" },
      { id: "p2", left: "Italy", right: "Rome" },
    ];
    const block = q(BLOCK_TYPE.QUIZ_MATCHING, { pairs });
    expect(interactionOf(block, { p1: "p2", p2: "p1" }).interaction).toEqual({
      definition: {
        interactionType: "matching",
        source: [
          { id: "p1", description: { und: "France" } },
          { id: "p2", description: { und: "Italy" } },
        ],
        target: [
          { id: "p1", description: { und: "Paris" } },
          { id: "p2", description: { und: "Rome" } },
        ],
        correctResponsesPattern: ["p1[.]p1[,]p2[.]p2"],
      },
      response: "p1[.]p2[,]p2[.]p1",
    });
    expect(answeredStatement(block, { p1: "p1", p2: "p2" })?.result?.success).toBe(true);
  });

  it("diagram: matching of the numbered spots (source) to the labels (target)", () => {
    const spots = [
      { id: "s1", x: 10, y: 10, label: "Heart" },
      { id: "s2", x: 50, y: 50, label: "Lung" },
    ];
    const block = q(BLOCK_TYPE.QUIZ_DIAGRAM, { spots });
    const { interaction } = interactionOf(block, { s1: "s2" });
    expect(interaction.response).toBe("s1[.]s2");
    expect(interaction.definition).toEqual({
      interactionType: "matching",
      source: [
        { id: "s1", description: { und: "1" } },
        { id: "s2", description: { und: "2" } },
      ],
      target: [
        { id: "s1", description: { und: "Heart" } },
        { id: "s2", description: { und: "Lung" } },
      ],
      correctResponsesPattern: ["s1[.]s1[,]s2[.]s2"],
    });
    answeredStatement(block, { s1: "s1", s2: "s2" });
  });

  it("open answer: long-fill-in with the text and no pattern (people review it)", () => {
    const block = q(BLOCK_TYPE.QUIZ_OPEN_ANSWER, {});
    expect(interactionOf(block, "  Because it burns  ").interaction).toEqual({
      definition: { interactionType: "long-fill-in" },
      response: "Because it burns",
    });
    const statement = answeredStatement(block, "Because");
    expect(statement?.result).not.toHaveProperty("success");
  });

  it("audio and video answers: other, the recording's media id, no pattern", () => {
    for (const type of [BLOCK_TYPE.QUIZ_AUDIO_ANSWER, BLOCK_TYPE.QUIZ_VIDEO_ANSWER]) {
      const block = q(type, {});
      expect(interactionOf(block, { media_id: 42 }).interaction).toEqual({
        definition: { interactionType: "other" },
        response: "42",
      });
      answeredStatement(block, { media_id: 43 });
    }
  });

  it("a question deleted since the answer: its type and the stored answer, true-false still as 'true'/'false'", () => {
    const position = { type: "quiz_true_false", answerValue: true, answerText: "Yes", correct: true };
    expect(xapiInteraction(undefined, position)).toEqual({
      definition: { interactionType: "true-false" },
      response: "true",
    });
    const choice = { type: "quiz_single_choice", answerValue: "a", answerText: "Water", correct: false };
    expect(xapiInteraction(undefined, choice).definition).toEqual({ interactionType: "choice" });
  });
});
