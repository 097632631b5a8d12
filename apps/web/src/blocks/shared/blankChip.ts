import { type Editor, Node } from "@tiptap/core";
import { Selection } from "@tiptap/pm/state";
import { BLANK_CHIP_ATTRIBUTE, chipsToPlaceholders } from "../quizFillBlanksDropdown/sentence";

export interface BlankChipOptions {
  /** The chip's word ("Blank"); the number after it is the blank's place in reading order (a CSS counter). */
  label: string;
}

/**
 * A fill-in blank inside the sentence editor: one uneditable chip, moved, cut and deleted as a whole. It reads
 * and writes `<span data-cw-blank="b1">`, which sentence.ts turns into and back from the stored
 * `[[blank:b1]]` placeholder, so the author never sees the raw token.
 */
export const BlankChip = Node.create<BlankChipOptions>({
  name: "blank",
  group: "inline",
  inline: true,
  atom: true,
  selectable: true,
  draggable: true,
  addOptions: () => ({ label: "Blank" }),
  addAttributes: () => ({
    id: {
      default: null,
      parseHTML: (element) => element.getAttribute(BLANK_CHIP_ATTRIBUTE),
      renderHTML: (attributes) => ({ [BLANK_CHIP_ATTRIBUTE]: attributes.id }),
    },
  }),
  parseHTML: () => [{ tag: `span[${BLANK_CHIP_ATTRIBUTE}]` }],
  renderHTML({ HTMLAttributes }) {
    return ["span", { ...HTMLAttributes, class: "cw-blank-chip", "data-label": this.options.label }];
  },
});

/** The editor's sentence as stored: chips back to `[[blank:b1]]`, an empty editor as "". */
export const storedSentence = (editor: Editor): string => (editor.isEmpty ? "" : chipsToPlaceholders(editor.getHTML()));

/**
 * Puts blank `id` at the caret (after any selected words, which stay) when the author has been in the text,
 * else at its end, and leaves the caret after it. Answers the sentence as stored.
 */
export function insertBlank(editor: Editor, id: string, atCaret: boolean): string {
  const { doc, selection } = editor.state;
  const at = atCaret ? selection.to : Selection.atEnd(doc).from;
  editor
    .chain()
    .insertContentAt(at, { type: "blank", attrs: { id } })
    .setTextSelection(at + 1)
    .run();
  return storedSentence(editor);
}
