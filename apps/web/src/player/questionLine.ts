import { htmlToPlainText } from "@coursewright/course-model";

/**
 * A question's text as one short line: its rich text without tags, fill-in blanks read "___" (never their raw
 * `[[blank:b1]]` tokens), cut at a readable length.
 */
export function questionLine(html: string): string {
  // The plain text pads each blank with spaces; a blank that ends a sentence then reads "___." not "___ .".
  const text = htmlToPlainText(html).replace(/ ([.,;:!?])/g, "$1");
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
