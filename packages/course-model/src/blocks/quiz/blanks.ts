/**
 * Fill-in-the-blanks questions keep their sentence in the block's `text` (HTML) with a placeholder
 * `[[blank:<id>]]` where each blank goes; the blanks themselves (options or accepted answers) live in
 * settings.blanks. Plain text placeholders survive the server's HTML sanitiser and any rich text editor.
 */

export const blankPlaceholder = (id: string): string => `[[blank:${id}]]`;

const PLACEHOLDER = /\[\[blank:([A-Za-z0-9_-]+)\]\]/g;

export type BlankSegment = { kind: "html"; html: string } | { kind: "blank"; id: string };

/**
 * The text cut into HTML pieces and blanks, in reading order. A placeholder of an unknown blank is dropped,
 * a blank placed twice appears once (its first place), and a blank the text does not place is appended at
 * the end, so a question is always answerable whatever the author did to the text.
 */
export function blankSegments(text: string | null, blankIds: readonly string[]): BlankSegment[] {
  const segments: BlankSegment[] = [];
  const known = new Set(blankIds);
  const placed = new Set<string>();
  let last = 0;
  const source = text ?? "";
  for (const match of source.matchAll(PLACEHOLDER)) {
    const id = match[1] as string;
    const index = match.index;
    if (index > last) segments.push({ kind: "html", html: source.slice(last, index) });
    last = index + match[0].length;
    if (known.has(id) && !placed.has(id)) {
      segments.push({ kind: "blank", id });
      placed.add(id);
    }
  }
  if (last < source.length) segments.push({ kind: "html", html: source.slice(last) });
  for (const id of blankIds) if (!placed.has(id)) segments.push({ kind: "blank", id });
  return segments;
}

/** The blank ids in the order the learner meets them. */
export const blankOrder = (text: string | null, blankIds: readonly string[]): string[] =>
  blankSegments(text, blankIds).flatMap((segment) => (segment.kind === "blank" ? [segment.id] : []));

/** The text with every placeholder replaced, e.g. by "___" for a readable question. */
export const replaceBlanks = (text: string, by: (id: string) => string): string =>
  text.replace(PLACEHOLDER, (_whole, id: string) => by(id));
