import { blankSegments } from "@coursewright/course-model";
import { type MouseEvent, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { sanitizeHtml } from "../shared/sanitize";
import "../shared/SafeHtml.css";
import "./blanks.css";

/** The attribute marking where a blank's input goes inside the sanitised sentence. */
const SLOT = "data-cw-blank";

/**
 * The sentence HTML with an empty slot element where each blank goes (in reading order, see blankSegments).
 * Ids are letters, digits, '-' and '_' (the schema's), so they sit in the attribute as they are.
 */
export function sentenceWithSlots(text: string | null, blankIds: readonly string[]): string {
  return blankSegments(text, blankIds)
    .map((segment) => (segment.kind === "html" ? segment.html : `<span ${SLOT}="${segment.id}"></span>`))
    .join("");
}

interface BlankSentenceProps {
  text: string | null;
  blankIds: readonly string[];
  /** The input of one blank; number is its place in reading order (1-based). */
  renderBlank(id: string, number: number): ReactNode;
  inert: boolean;
}

function stopLinks(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}

/**
 * The blanks' sentence as rich text (sanitised like SafeHtml), with each blank's input rendered in its place
 * in the running text through a portal, so the inputs flow inside paragraphs and lists.
 */
export function BlankSentence({ text, blankIds, renderBlank, inert }: BlankSentenceProps) {
  const html = useMemo(() => sanitizeHtml(sentenceWithSlots(text, blankIds)), [text, blankIds]);
  const root = useRef<HTMLDivElement>(null);
  const [slots, setSlots] = useState<{ id: string; element: Element }[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the slots are new elements whenever the html is set again
  useLayoutEffect(() => {
    const found = root.current ? [...root.current.querySelectorAll(`[${SLOT}]`)] : [];
    const seen = new Set<string>();
    setSlots(
      found.flatMap((element) => {
        const id = element.getAttribute(SLOT) ?? "";
        if (seen.has(id)) return [];
        seen.add(id);
        return [{ id, element }];
      }),
    );
  }, [html]);

  return (
    <>
      <div
        ref={root}
        className="cw-rich-text cw-blank-sentence"
        onClickCapture={inert ? stopLinks : undefined}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {slots.map(({ id, element }, index) => createPortal(renderBlank(id, index + 1), element, id))}
    </>
  );
}
