import { ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * Tables scroll sideways on a phone instead of squeezing their columns. The scrolled box takes focus, so the
 * keyboard can scroll it too (arrow keys), wherever the table ends up narrower than its columns.
 */
export function TableScroll({ children, minWidth = 520 }: { children: ReactNode; minWidth?: number }) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x" viewportProps={{ tabIndex: 0 }}>
      <div style={{ minWidth }}>{children}</div>
    </ScrollArea>
  );
}
