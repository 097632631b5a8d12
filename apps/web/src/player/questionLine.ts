import { htmlToPlainText } from "@coursewright/course-model";

/**
 * A question's text as one short line: its rich text without tags, fill-in blanks read "___" (never their raw
 * `[[blank:b1]]` tokens), cut at a readable length.
 */
export function questionLine(html: string): string {
  const text = htmlToPlainText(html);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}
