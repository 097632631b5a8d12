import { useMemo } from "react";
import { sanitizeHtml } from "../../blocks/shared/sanitize";
import css from "../landing.module.css";

/** A creator's rich text (sanitised by the server when stored, and again here, as everywhere it is drawn). */
export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe.trim()) return null;
  return (
    <div
      className={`${css.richText} ${className ?? ""}`}
      dir="auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above.
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
