/** The words of rich text (for a description's fallback): tags dropped, entities read, spaces folded. */
export function plainTextOf(html: string): string {
  if (html.trim() === "") return "";
  // Blocks end with a space, so paragraphs do not run into each other.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|div)>/gi, "$& ");
  const doc = new DOMParser().parseFromString(spaced, "text/html");
  return (doc.body.textContent ?? "").replace(/\s+/g, " ").trim();
}
