import { replaceBlanks } from "../blocks/quiz/blanks";

/** Plain text of the question's HTML, for positions, reports and SCORM descriptions. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** How a fill-in-the-blanks placeholder reads in plain text: never its raw `[[blank:b1]]` token. */
export const BLANK_IN_PLAIN_TEXT = "___";

/**
 * Tags dropped (block-level ones leave a space), entities decoded, white space collapsed, and blanks shown as
 * "___" (wherever a question's text is shown as plain text: reports, condition pickers, SCORM).
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutTags = replaceBlanks(html, () => ` ${BLANK_IN_PLAIN_TEXT} `)
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(withoutTags).replace(/\s+/g, " ").trim();
}

/**
 * Whether a question says anything: words (blanks alone are not a question) or a picture. An empty paragraph
 * the editor leaves behind counts as no text, so the builder can flag it and the player draws no empty heading.
 */
export function questionHasText(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  return htmlToPlainText(replaceBlanks(html, () => " ")) !== "";
}
