/** A UTF-16 surrogate without its other half: no character at all, and JSONB refuses its escape. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can keep a text: it stores no NUL (text and JSONB refuse 0x00) and JSONB refuses a lone
 * surrogate, so requests carrying either are refused where they are parsed rather than failing the write.
 */
export const isStorableText = (text: string): boolean => !text.includes("\0") && !LONE_SURROGATE.test(text);

/** Embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), which can show "gnp.exe.png" as "png.exe.png". */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name or title without the bidirectional controls that reorder what is shown. Right-to-left text needs
 * none of them (the browser orders it by itself); the marks LRM and RLM, which reorder nothing, stay.
 */
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, "");
