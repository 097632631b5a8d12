import { TextInput, type TextInputProps } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";

/** Free text becomes one undo step per pause in typing, as in the rich text editor. */
const COMMIT_DELAY_MS = 400;

interface DraftTextInputProps extends Omit<TextInputProps, "value" | "onChange" | "defaultValue"> {
  value: string;
  onCommit(value: string): void;
}

/**
 * A text field that hands its text out after a pause in typing and on blur, not on every key, so the
 * builder's undo steps are whole edits. A new value from outside (undo, another block) replaces the draft.
 */
export function DraftTextInput({ value, onCommit, onBlur, ...rest }: DraftTextInputProps) {
  const [draft, setDraft] = useState(value);
  const known = useRef(value);
  const pending = useRef<{ text: string; commit(text: string): void } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const edit = pending.current;
    pending.current = null;
    if (edit) edit.commit(edit.text);
  }, []);

  useEffect(() => {
    if (value === known.current) return;
    flush();
    known.current = value;
    setDraft(value);
  }, [value, flush]);

  useEffect(() => flush, [flush]);

  return (
    <TextInput
      {...rest}
      value={draft}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        known.current = text;
        // The commit of the moment of the edit: by the time the timer fires, another block may be selected.
        pending.current = { text, commit: onCommitRef.current };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, COMMIT_DELAY_MS);
      }}
      onBlur={(event) => {
        flush();
        onBlur?.(event);
      }}
    />
  );
}
