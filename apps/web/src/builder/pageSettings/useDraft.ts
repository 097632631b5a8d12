import { useState } from "react";

/**
 * A text field's own value while the author types, committed on blur or Enter so one edit is one undo
 * step. When the stored value changes underneath (undo, another page) the draft follows it.
 */
export function useDraft(stored: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(stored);
  const [seen, setSeen] = useState(stored);
  if (seen !== stored) {
    setSeen(stored);
    setDraft(stored);
  }
  return [draft, setDraft];
}
