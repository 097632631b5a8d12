import { describe, expect, it } from "vitest";
import { questionLine } from "./questionLine";

describe("a question's text as one line (the time-up notice)", () => {
  it("reads fill-in blanks as ___, never as their raw tokens", () => {
    const line = questionLine("<p>An incident is reported to the [[blank:b1]] on the [[blank:b2]].</p>");
    expect(line).toBe("An incident is reported to the ___ on the ___.");
    expect(line).not.toContain("[[blank:");
  });

  it("drops tags, decodes entities and cuts a long text at a readable length", () => {
    expect(questionLine("<p>Fish &amp; <strong>chips</strong></p><p>today?</p>")).toBe("Fish & chips today?");
    const long = questionLine(`<p>${"word ".repeat(60)}</p>`);
    expect(long).toHaveLength(120);
    expect(long.endsWith("…")).toBe(true);
  });
});
