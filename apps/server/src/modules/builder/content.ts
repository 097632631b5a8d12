import { type BlockSettings, parseBlockSettings } from "@coursewright/course-model";
import { sanitizeEmbed, sanitizeRichText } from "./sanitize";

/** Settings keys holding rich text directly (quiz feedback) and lists whose items hold rich text. */
const RICH_SETTINGS = ["correct_answer_feedback", "incorrect_answer_feedback"] as const;
const RICH_SETTING_LISTS = ["items", "hotspots"] as const;

/**
 * Strings already stored for an item: they passed the sanitiser when they were saved, so an unchanged text
 * (the usual case: a block only moved) is not parsed again. jsdom makes each sanitising cost milliseconds.
 */
export type KnownTexts = ReadonlySet<string>;

const clean = (text: string, known: KnownTexts) => (known.has(text) ? text : sanitizeRichText(text));

/** Every rich-text string of a block's text and settings, e.g. to remember a stored block's as known. */
export function richTexts(block: { text: string | null; settings: BlockSettings }): string[] {
  const texts: string[] = block.text === null ? [] : [block.text];
  for (const key of RICH_SETTINGS) {
    const value = block.settings[key];
    if (typeof value === "string") texts.push(value);
  }
  for (const key of RICH_SETTING_LISTS) {
    const list = block.settings[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (typeof item === "object" && item !== null && "text" in item && typeof item.text === "string") {
        texts.push(item.text);
      }
    }
  }
  return texts;
}

function cleanSettings(settings: BlockSettings, known: KnownTexts): BlockSettings {
  const out: BlockSettings = { ...settings };
  for (const key of RICH_SETTINGS) {
    const value = out[key];
    if (typeof value === "string") out[key] = clean(value, known);
  }
  for (const key of RICH_SETTING_LISTS) {
    const list = out[key];
    if (!Array.isArray(list)) continue;
    out[key] = list.map((item: unknown) =>
      typeof item === "object" && item !== null && "text" in item && typeof item.text === "string"
        ? { ...item, text: clean(item.text, known) }
        : item,
    );
  }
  return out;
}

interface BlockContent {
  type: number;
  text: string | null;
  embed: string | null;
  settings: BlockSettings;
}

/**
 * What is stored of a block's content: the type's own settings (unknown keys of content blocks dropped) and
 * every rich text sanitised (no script, no event handler, no javascript: URL); the embed keeps only Loom frames.
 */
export function cleanBlockContent<T extends BlockContent>(block: T, known: KnownTexts = new Set()): T {
  return {
    ...block,
    text: block.text === null ? null : clean(block.text, known),
    embed: block.embed === null || known.has(block.embed) ? block.embed : sanitizeEmbed(block.embed),
    settings: cleanSettings(parseBlockSettings(block.type, block.settings), known),
  };
}

/** A block media row's text (a carousel slide's caption) may be rich text too. */
export function cleanMediaText(text: string | null, known: KnownTexts = new Set()): string | null {
  return text === null ? null : clean(text, known);
}
