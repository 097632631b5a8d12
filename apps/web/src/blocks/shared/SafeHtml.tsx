import { type CSSProperties, type MouseEvent, useMemo } from "react";
import { sanitizeHtml } from "./sanitize";
import "./SafeHtml.css";

interface SafeHtmlProps {
  html: string | null;
  /** In the builder links stay visible but do not leave the canvas. */
  inert?: boolean;
  className?: string;
  style?: CSSProperties;
  "data-testid"?: string;
}

function stopLinks(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}

/** Stored rich text, sanitised again on render (the server did on save), with the blocks' typography. */
export function SafeHtml({ html, inert = false, className, style, "data-testid": testId }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ""), [html]);
  return (
    <div
      className={className ? `cw-rich-text ${className}` : "cw-rich-text"}
      style={style}
      data-testid={testId}
      onClickCapture={inert ? stopLinks : undefined}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
