import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { feedbackHtml, quizFeedback } from "./feedback";
import { STALE_SENT_DEFAULTS } from "./staleDefaults";

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

describe("unjudged answers", () => {
  it("never show the old default praise after Answer sent, in any language", () => {
    for (const praise of ["Correct, well done!", "Richtig, gut gemacht!", "  صحيح، أحسنت!  "]) {
      const stored = { ...settings, correct_answer_feedback: praise };
      expect(quizFeedback(stored, { correct: true, correctAnswerText: "" }, false)).toEqual({
        result: "sent",
        text: null,
        correctAnswer: null,
      });
    }
  });

  it("still show what the author wrote for a sent answer", () => {
    const stored = { ...settings, correct_answer_feedback: "Thanks, your tutor reads it this week." };
    expect(quizFeedback(stored, { correct: true, correctAnswerText: "" }, false).text).toBe(
      "Thanks, your tutor reads it this week.",
    );
  });

  it("know the default praise of every catalog", () => {
    const locales = resolve(import.meta.dirname, "../../../../../packages/course-model/src/i18n/locales");
    const languages = readdirSync(locales);
    expect(languages).toHaveLength(15);
    const praises = languages.map(
      (language) =>
        JSON.parse(readFileSync(resolve(locales, language, "app.json"), "utf8")).blocks.feedback.correct_default,
    );
    expect(new Set(praises)).toEqual(STALE_SENT_DEFAULTS);
  });
});

describe("feedbackHtml", () => {
  it("keeps feedback with markup as the rich text it is", () => {
    expect(feedbackHtml("<p>Well <strong>done</strong></p>")).toBe("<p>Well <strong>done</strong></p>");
    expect(feedbackHtml("<p>One</p>\n<p>Two</p>")).toBe("<p>One</p>\n<p>Two</p>");
  });

  it("keeps the line breaks of plain feedback, and its escaped characters escaped", () => {
    expect(feedbackHtml("Not quite.\r\nSee page 2")).toBe("Not quite.<br>See page 2");
    expect(feedbackHtml("1 &lt; 2")).toBe("1 &lt; 2");
  });
});
