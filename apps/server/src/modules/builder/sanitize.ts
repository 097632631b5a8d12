import { createRequire } from "node:module";

/**
 * The part of isomorphic-dompurify used here, loaded through require with this narrow type: its own typings
 * pull the browser DOM library into the server's type check (see media/svg.ts, which does the same).
 */
interface Purifier {
  sanitize(dirty: string, config: Record<string, unknown>): string;
  addHook(entry: "afterSanitizeAttributes", hook: (node: PurifiedNode) => void): void;
  addHook(
    entry: "uponSanitizeAttribute",
    hook: (node: PurifiedNode, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void,
  ): void;
  removeHook(entry: "afterSanitizeAttributes" | "uponSanitizeAttribute"): void;
}
interface PurifiedNode {
  nodeName: string;
  getAttribute?(name: string): string | null;
  setAttribute?(name: string, value: string): void;
  removeAttribute?(name: string): void;
}

let purifier: Purifier | undefined;
/** Loaded on first use: with jsdom it costs about 100 MB of memory. */
function loadPurifier(): Purifier {
  if (purifier) return purifier;
  const loaded: Purifier = createRequire(import.meta.url)("isomorphic-dompurify");
  purifier = loaded;
  return loaded;
}

/**
 * Text that could hold markup: a tag, comment or doctype opener. Plain text ("a < b", "R&D") is stored as
 * typed, because escaping it would show "&lt;" wherever it is rendered as text.
 */
export const looksLikeHtml = (text: string) => /<[a-zA-Z!/?]/.test(text);

const LINK_TARGETS = new Set(["_blank", "_self"]);

/** Links may open a new tab (TipTap's default), but never with a handle back on the course's window. */
function safeLinkTargets(node: PurifiedNode) {
  const target = node.getAttribute?.("target");
  if (target === null || target === undefined) return;
  if (!LINK_TARGETS.has(target)) node.removeAttribute?.("target");
  else if (target === "_blank") node.setAttribute?.("rel", "noopener noreferrer nofollow");
}

/**
 * Rich text of blocks (TipTap HTML): DOMPurify's HTML profile, so no script, no event handler, no
 * javascript: or data: link, no frames or forms; inline styles (TipTap's colours) stay.
 */
export function sanitizeRichText(html: string): string {
  if (!looksLikeHtml(html)) return html;
  const DOMPurify = loadPurifier();
  DOMPurify.addHook("afterSanitizeAttributes", safeLinkTargets);
  try {
    // The hook exists only for this synchronous call, so other users of DOMPurify (SVG uploads) never see it.
    return DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ["target"],
      FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select"],
    });
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes");
  }
}

/** Where an embedded player may come from (the Loom block; CSP frames the same hosts). */
const EMBED_SOURCE = /^https:\/\/(www\.)?loom\.com\/(embed|share)\//;

/**
 * The embed field of a Loom block: Loom's share link, or its embed code (a div around an iframe). An iframe
 * keeps its src only when it points at Loom; anything else of the code goes the way of rich text.
 */
export function sanitizeEmbed(code: string): string {
  if (!looksLikeHtml(code)) return code;
  const DOMPurify = loadPurifier();
  DOMPurify.addHook("uponSanitizeAttribute", (node, data) => {
    if (node.nodeName.toLowerCase() === "iframe" && data.attrName === "src" && !EMBED_SOURCE.test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  try {
    return DOMPurify.sanitize(code, {
      ALLOWED_TAGS: ["div", "iframe"],
      ALLOWED_ATTR: ["src", "style", "width", "height", "frameborder", "allowfullscreen", "allow", "title"],
    });
  } finally {
    DOMPurify.removeHook("uponSanitizeAttribute");
  }
}
