// @vitest-environment jsdom
import { Editor } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { afterEach, describe, expect, it } from "vitest";
import { chipsToPlaceholders, placeholdersToChips } from "../quizFillBlanksDropdown/sentence";
import { BlankChip, insertBlank, storedSentence } from "./blankChip";

let editor: Editor | null = null;
const open = (stored: string) => {
  editor = new Editor({ extensions: [StarterKit, BlankChip], content: placeholdersToChips(stored) });
  return editor;
};
afterEach(() => editor?.destroy());

/** The position just after the first occurrence of `word` in the document. */
function after(current: Editor, word: string): number {
  let found = -1;
  current.state.doc.descendants((node, pos) => {
    if (found === -1 && node.isText && node.text?.includes(word)) found = pos + (node.text.indexOf(word) + word.length);
  });
  return found;
}

describe("blank chips in the sentence editor", () => {
  it("reads stored placeholders as chips and writes them back unchanged", () => {
    const stored = "<p>Paris is the [[blank:b1]] of France, Rome of [[blank:b_2]].</p>";
    const current = open(stored);
    expect(current.getHTML()).not.toContain("[[blank");
    expect(current.getHTML()).toContain('data-cw-blank="b1"');
    expect(storedSentence(current)).toBe(stored);
  });

  it("inserts a blank at the caret, not at the end", () => {
    const current = open("<p>The sky is blue today.</p>");
    current.commands.setTextSelection(after(current, "is"));
    expect(insertBlank(current, "b1", true)).toBe("<p>The sky is[[blank:b1]] blue today.</p>");
  });

  it("inserts after selected words, keeping them", () => {
    const current = open("<p>The sky is blue today.</p>");
    const end = after(current, "blue");
    current.commands.setTextSelection({ from: end - 4, to: end });
    expect(insertBlank(current, "b1", true)).toBe("<p>The sky is blue[[blank:b1]] today.</p>");
  });

  it("inserts at the end of the text when the author has not been in it", () => {
    const current = open("<p>One</p><p>Two</p>");
    expect(insertBlank(current, "b2", false)).toBe("<p>One</p><p>Two[[blank:b2]]</p>");
  });

  it("turns only chip spans back into placeholders", () => {
    expect(
      chipsToPlaceholders('<p>a <span data-cw-blank="x1" class="cw-blank-chip" data-label="Blank"></span></p>'),
    ).toBe("<p>a [[blank:x1]]</p>");
    expect(chipsToPlaceholders('<p><span style="color: red">red</span></p>')).toBe(
      '<p><span style="color: red">red</span></p>',
    );
  });
});
