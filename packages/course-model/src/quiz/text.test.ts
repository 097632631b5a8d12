import { describe, expect, it } from "vitest";
import { htmlToPlainText } from "./text";

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
