import { describe, expect, it } from "vitest";
import { quizFeedback } from "./feedback";

const settings = {
  show_answer_feedback: true,
  show_correct_answer: true,
  correct_answer_feedback: "Well done",
  incorrect_answer_feedback: "Not quite",
};

describe("quizFeedback", () => {
  it("praises a right answer without the correct answer", () => {
    expect(quizFeedback(settings, { correct: true, correctAnswerText: "True" }, true)).toEqual({
      result: "correct",
      text: "Well done",
      correctAnswer: null,
    });
  });

  it("shows the wrong feedback and the correct answer after a wrong answer", () => {
    expect(quizFeedback(settings, { correct: false, correctAnswerText: "True" }, true)).toEqual({
      result: "wrong",
      text: "Not quite",
      correctAnswer: "True",
    });
  });

  it("hides what the author switched off", () => {
    const off = { ...settings, show_answer_feedback: false, show_correct_answer: false };
    expect(quizFeedback(off, { correct: false, correctAnswerText: "True" }, true)).toEqual({
      result: "wrong",
      text: null,
      correctAnswer: null,
    });
  });

  it("only says sent for unjudged answers", () => {
    expect(quizFeedback(settings, { correct: true, correctAnswerText: "" }, false)).toEqual({
      result: "sent",
      text: "Well done",
      correctAnswer: null,
    });
  });
});
