import type { MediaItem } from "@coursewright/course-model";
import { useState } from "react";
import type { MediaEntry } from "../entries";

export type BrowserDialog =
  | { kind: "newFolder" }
  | { kind: "rename"; entry: MediaEntry }
  | { kind: "delete"; entries: MediaEntry[] }
  | { kind: "move"; entries: MediaEntry[] }
  | { kind: "embed" }
  | { kind: "preview"; item: MediaItem }
  | null;

/** Which one dialog of the browser is open (they never stack). */
export function useBrowserDialogs() {
  const [dialog, setDialog] = useState<BrowserDialog>(null);
  return {
    dialog,
    open: setDialog,
    close: () => setDialog(null),
    entriesOf: (kind: "delete" | "move") => (dialog?.kind === kind ? dialog.entries : null),
  };
}
