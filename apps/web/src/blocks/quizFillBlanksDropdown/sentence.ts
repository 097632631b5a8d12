import { blankOrder, blankPlaceholder, replaceBlanks } from "@coursewright/course-model";

/**
 * The blanks' sentence is the block's rich text with `[[blank:<id>]]` placeholders (course-model blanks.ts).
 * These edits place and take out placeholders the way the editor's buttons do.
 */

/** The text with a placeholder for `id` at its end: inside the last paragraph when the text ends with one. */
export function appendPlaceholder(text: string | null, id: string): string {
  const source = text ?? "";
  const placeholder = blankPlaceholder(id);
  const closing = /<\/p>\s*$/i.exec(source);
  if (closing) {
    const before = source.slice(0, closing.index);
    const spacer = /\s$|>$/.test(before) || before === "" ? "" : " ";
    return `${before}${spacer}${placeholder}${source.slice(closing.index)}`;
  }
  if (source.trim() === "") return `<p>${placeholder}</p>`;
  return `${source} ${placeholder}`;
}

/** The text without any placeholder of `id`. */
export const removePlaceholder = (text: string | null, id: string): string =>
  (text ?? "").split(blankPlaceholder(id)).join("");

/** The blanks in reading order with their number (1-based) as the learner and the author see it. */
export function numberedBlanks<T extends { id: string }>(
  text: string | null,
  blanks: readonly T[],
): { blank: T; number: number }[] {
  const byId = new Map(blanks.map((blank) => [blank.id, blank]));
  return blankOrder(text, [...byId.keys()]).map((id, index) => ({ blank: byId.get(id) as T, number: index + 1 }));
}

/** Whether the text places the blank itself (otherwise the view adds it at the end). */
export const isPlaced = (text: string | null, id: string): boolean => (text ?? "").includes(blankPlaceholder(id));

/**
 * A lookup from a settings list index (as in a schema issue's path) to the blank's number in reading order;
 * 0 for anything that is not an index of a known blank.
 */
export function readingNumbers(text: string | null, blanks: readonly { id: string }[]): (index: unknown) => number {
  const order = blankOrder(
    text,
    blanks.map((blank) => blank.id),
  );
  return (index) => {
    if (typeof index !== "number") return 0;
    const blank = blanks[index];
    return blank ? order.indexOf(blank.id) + 1 : 0;
  };
}

/** The attribute of a blank's chip in the sentence editor (and of its slot in the view). */
export const BLANK_CHIP_ATTRIBUTE = "data-cw-blank";

/** The stored sentence as the editor reads it: each `[[blank:b1]]` becomes a chip element. */
export const placeholdersToChips = (text: string | null): string =>
  replaceBlanks(text ?? "", (id) => `<span ${BLANK_CHIP_ATTRIBUTE}="${id}"></span>`);

const CHIP = new RegExp(`<span\\b[^>]*\\b${BLANK_CHIP_ATTRIBUTE}="([A-Za-z0-9_-]+)"[^>]*>[^<]*</span>`, "g");

/** The editor's HTML as stored: each chip back to its `[[blank:b1]]` placeholder. */
export const chipsToPlaceholders = (html: string): string =>
  html.replace(CHIP, (_whole, id: string) => blankPlaceholder(id));
