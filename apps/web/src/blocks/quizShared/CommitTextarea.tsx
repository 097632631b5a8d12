import { Textarea, type TextareaProps } from "@mantine/core";
import { useEffect, useState } from "react";

interface CommitTextareaProps extends Omit<TextareaProps, "value" | "onChange" | "defaultValue" | "onBlur"> {
  value: string;
  /** Called on blur when the text changed: one undo step per edit. */
  onCommit(value: string): void;
}

/** A text area that hands its text out when the author leaves it; a new value from outside replaces the draft. */
export function CommitTextarea({ value, onCommit, ...rest }: CommitTextareaProps) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={8}
      {...rest}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      onBlur={() => {
        if (draft !== value) onCommit(draft);
      }}
    />
  );
}
