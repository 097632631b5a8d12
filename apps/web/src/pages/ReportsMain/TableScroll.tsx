import { ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";

/** Tables scroll sideways on a phone instead of squeezing their columns. */
export function TableScroll({ children, minWidth = 520 }: { children: ReactNode; minWidth?: number }) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <div style={{ minWidth }}>{children}</div>
    </ScrollArea>
  );
}
