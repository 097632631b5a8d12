import { createRequire } from "node:module";

/**
 * The part of isomorphic-dompurify used here. Loaded through require with this narrow type because its own
 * typings pull the browser DOM library into the server's type check (which then breaks Node's Blob/Buffer).
 */
interface Purifier {
  sanitize(dirty: string, config: Record<string, unknown>): string;
  addHook(entry: "uponSanitizeElement", hook: (node: PurifiedNode, data: { tagName: string }) => void): void;
  addHook(entry: "afterSanitizeAttributes", hook: (node: PurifiedNode) => void): void;
  removeHook(entry: "uponSanitizeElement" | "afterSanitizeAttributes"): void;
}
interface PurifiedNode {
  textContent: string | null;
  attributes?: ArrayLike<{ name: string; value: string }>;
  getAttribute?(name: string): string | null;
  removeAttribute?(name: string): void;
}
let purifier: Purifier | undefined;
/** Loaded on the first SVG only: with jsdom it costs about 100 MB of memory, which most processes never need. */
function loadPurifier(): Purifier {
  if (purifier) return purifier;
  const loaded: Purifier = createRequire(import.meta.url)("isomorphic-dompurify");
  purifier = loaded;
  return loaded;
}

const SVG_NS = "http://www.w3.org/2000/svg";
// url(...) that points anywhere but into the document itself (fill="url(#gradient)" stays).
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)|@import|expression\s*\(/i;
const LINK_ATTRIBUTES = ["href", "xlink:href", "src"];

/**
 * Sanitises an uploaded SVG so it can never run script when opened: no <script>, event handlers,
 * <foreignObject> or <use> of other files, and no reference to anything outside the file (links, images,
 * stylesheets, url()). Returns null when the text is not an SVG document.
 */
export function sanitizeSvg(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return null;
  const DOMPurify = loadPurifier();
  DOMPurify.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName === "style" && EXTERNAL_URL.test(node.textContent ?? "")) node.textContent = "";
  });
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (!node.attributes || !node.getAttribute || !node.removeAttribute) return;
    for (const name of LINK_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && !value.trim().startsWith("#")) node.removeAttribute(name);
    }
    for (const attribute of Array.from(node.attributes)) {
      if (EXTERNAL_URL.test(attribute.value)) node.removeAttribute(attribute.name);
    }
  });
  let clean: string;
  try {
    // The hooks exist only for this synchronous call, so other users of DOMPurify (rich text) never see them.
    clean = DOMPurify.sanitize(text, {
      USE_PROFILES: { svg: true, svgFilters: true },
      FORBID_TAGS: ["foreignObject", "script"],
    });
  } finally {
    DOMPurify.removeHook("afterSanitizeAttributes");
    DOMPurify.removeHook("uponSanitizeElement");
  }
  clean = clean.trim();
  if (!/^<svg[\s>]/.test(clean)) return null;
  // The HTML serialiser writes &nbsp;, which XML (a standalone .svg) does not know.
  clean = clean.replaceAll("&nbsp;", "&#160;");
  const rootTag = clean.slice(0, clean.indexOf(">"));
  if (!/\sxmlns=/.test(rootTag)) clean = clean.replace(/^<svg/, `<svg xmlns="${SVG_NS}"`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`;
}
