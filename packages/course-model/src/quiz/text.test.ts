import { describe, expect, it } from "vitest";
import { htmlToPlainText, questionHasText } from "./text";

describe("htmlToPlainText", () => {
  it("drops tags, decodes entities and collapses white space", () => {
    expect(htmlToPlainText("<h2>Title</h2><p>One&nbsp;<b>two</b> &amp; three</p>")).toBe("Title One two & three");
  });

  it("shows a fill-in-the-blanks placeholder as ___, never its raw token", () => {
    const text = "<p>The sky is [[blank:b1]] and the grass is[[blank:b_2]].</p>";
    expect(htmlToPlainText(text)).toBe("The sky is ___ and the grass is ___ .");
    expect(htmlToPlainText(text)).not.toContain("[[blank");
  });

  it("is empty without text", () => {
    expect(htmlToPlainText(null)).toBe("");
    expect(htmlToPlainText("")).toBe("");
  });
});

describe("questionHasText", () => {
  it("is false for nothing, an empty paragraph, white space or blanks alone", () => {
    expect(questionHasText(null)).toBe(false);
    expect(questionHasText("")).toBe(false);
    expect(questionHasText("<p></p>")).toBe(false);
    expect(questionHasText("<p>&nbsp; <br></p>")).toBe(false);
    expect(questionHasText("<p>[[blank:b1]] [[blank:b2]]</p>")).toBe(false);
  });

  it("is true for words, around blanks too, or a picture", () => {
    expect(questionHasText("<p>Which one?</p>")).toBe(true);
    expect(questionHasText("<p>The sky is [[blank:b1]].</p>")).toBe(true);
    expect(questionHasText('<p><img src="/a.png" alt=""></p>')).toBe(true);
  });
});
