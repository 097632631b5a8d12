import type { ReactNode } from "react";
import "./selling.css";

/**
 * A table that may be wider than the screen: it scrolls sideways inside a named region the keyboard can reach
 * (and scroll with the arrow keys), so every column stays readable on a phone.
 */
export function ScrollRegion({
  label,
  busy,
  children,
  testId,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable (WCAG 2.1.1, axe scrollable-region-focusable).
    <section className="cw-scroll-region" aria-label={label} aria-busy={busy} tabIndex={0} data-testid={testId}>
      {children}
    </section>
  );
}
