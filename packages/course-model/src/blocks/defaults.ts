import { QUIZ_DEFAULT_TEXT_KEYS } from "./quiz/common";
import { getBlockDefinition } from "./registry";
import { type BlockSettings, DEFAULT_FEEDBACK_KEYS } from "./settings";
import type { BlockTypeCode } from "./types";

/** Translates an i18n key of the app catalog; i18next's t fits. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** Block fields every new block starts with (spec 4 "All new blocks"). */
export const NEW_BLOCK_DEFAULTS = {
  completion_required: true,
  randomize_options_order: true,
  text_vertical_align: 0,
  border_is_visible: false,
  autoplay: false,
} as const;

/** The i18n keys new settings carry in place of texts: feedback, and a new question's options and labels. */
const defaultTextKeys: ReadonlySet<string> = new Set([
  ...Object.values(DEFAULT_FEEDBACK_KEYS),
  ...Object.values(QUIZ_DEFAULT_TEXT_KEYS),
]);

/** Settings are JSON: every default text key, at any depth (a choice's options), becomes its translation. */
function translateKeys(value: unknown, translate: Translate): unknown {
  if (typeof value === "string") return defaultTextKeys.has(value) ? translate(value) : value;
  if (Array.isArray(value)) return value.map((item) => translateKeys(item, translate));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translateKeys(item, translate)]));
  }
  return value;
}

/**
 * Settings of a new block of this type. With a translator the default feedback keys become the author's
 * sentences; without one they stay keys (the server and tests have no interface language).
 */
export function defaultBlockSettings(code: BlockTypeCode | number, translate?: Translate): BlockSettings {
  // Settings are JSON, and every block must own its arrays (accordion items) so edits never leak between blocks.
  const settings: BlockSettings = JSON.parse(JSON.stringify(getBlockDefinition(code).defaultSettings));
  if (!translate) return settings;
  return translateKeys(settings, translate) as BlockSettings;
}
