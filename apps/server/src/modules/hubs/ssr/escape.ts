/** Text and attribute values in HTML: hub names, descriptions and titles are written by creators (anyone). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * JSON inside a <script> element: nothing in it may close the element or open a comment, so <, > and & are
 * written as \u escapes (JSON reads them back as the same characters), and so are the two line separators.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
