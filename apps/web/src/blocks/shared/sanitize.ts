import DOMPurify, { type DOMPurify as Purifier } from "dompurify";

/** Where a link in rich text may lead: the web or an e-mail. Anything else (javascript:, data:, file:) is dropped. */
const LINK_PROTOCOL = /^(?:https?|mailto):/i;

/**
 * A URL as an author typed it into the link prompt, made into one rich text may hold, or null when it may
 * not be a link. A bare host ("example.com/page") is taken as https.
 */
export function safeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (text === "") return null;
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    if (!LINK_PROTOCOL.test(url.protocol)) return null;
    if (url.protocol !== "mailto:" && !url.hostname.includes(".") && url.hostname !== "localhost") return null;
    return url.protocol === "mailto:" ? candidate : url.href;
  } catch {
    return null;
  }
}

/** Inline styles TipTap writes (Color, TextAlign): every other declaration could restyle the page around a block. */
const KEPT_STYLES = ["color", "text-align"] as const;

function keepOnlyTextStyles(node: Element) {
  if (!(node instanceof HTMLElement) || !node.hasAttribute("style")) return;
  const kept = KEPT_STYLES.map((name) => [name, node.style.getPropertyValue(name)] as const).filter(
    ([, value]) => value !== "" && !/url\(|expression\(/i.test(value),
  );
  if (kept.length === 0) node.removeAttribute("style");
  else node.setAttribute("style", kept.map(([name, value]) => `${name}: ${value}`).join("; "));
}

/** Links open beside the course, with no handle back on its window. */
function openLinksApart(node: Element) {
  if (node.nodeName !== "A") return;
  if (!node.hasAttribute("href")) {
    node.removeAttribute("target");
    return;
  }
  node.setAttribute("target", "_blank");
  node.setAttribute("rel", "noopener noreferrer");
}

let purifier: Purifier | undefined;

/** Our own DOMPurify instance, so the hooks below never touch another caller's sanitising. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook("afterSanitizeAttributes", (node) => {
    keepOnlyTextStyles(node);
    openLinksApart(node);
  });
  purifier = instance;
  return instance;
}

/**
 * Stored rich text (TipTap HTML) made safe to render: formatting, lists, links and TipTap's colour and
 * alignment stay; scripts, event handlers, frames, forms and non-web links go. The server sanitises on
 * save too; this guards against content that reached the database another way.
 */
export function sanitizeHtml(html: string): string {
  if (html === "") return "";
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "img", "video", "audio", "svg", "math"],
    ADD_ATTR: ["target"],
  });
}
