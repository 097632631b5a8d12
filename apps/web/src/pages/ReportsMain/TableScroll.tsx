import { ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";

/** Tables scroll sideways on a phone instead of squeezing their columns. */
export function TableScroll({ children }: { children: ReactNode }) {
  return (
    <ScrollArea type="auto" offsetScrollbars="x">
      <div style={{ minWidth: 520 }}>{children}</div>
    </ScrollArea>
  );
}
