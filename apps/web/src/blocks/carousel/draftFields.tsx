import { Textarea, type TextareaProps, TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";

/**
 * Free text kept locally while the author types and saved once on blur (or Enter in a one-line field), so
 * every edit is one undo step. A change from outside (undo, another block selected) replaces the draft.
 */
function useDraft(value: string, commit: (next: string) => void) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const save = () => {
    if (draft !== value) commit(draft);
  };
  return { draft, setDraft, save };
}

type DraftProps<P> = Omit<P, "value" | "onChange" | "onBlur" | "defaultValue"> & {
  value: string;
  onCommit(next: string): void;
};

export function DraftTextInput({ value, onCommit, ...props }: DraftProps<TextInputProps>) {
  const { draft, setDraft, save } = useDraft(value, onCommit);
  return (
    <TextInput
      {...props}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === "Enter") save();
      }}
    />
  );
}

export function DraftTextarea({ value, onCommit, ...props }: DraftProps<TextareaProps>) {
  const { draft, setDraft, save } = useDraft(value, onCommit);
  return <Textarea {...props} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} onBlur={save} />;
}

/** A nullable text column as the author sees it, and back: an empty field is stored as null. */
export const fromNullable = (value: string | null | undefined): string => value ?? "";
export const toNullable = (value: string): string | null => (value.trim() === "" ? null : value);
