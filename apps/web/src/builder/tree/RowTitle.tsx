import { TextInput, Tooltip } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkTitle } from "./titles";

/** A title cut to the row's width, with the whole title in a tooltip when (and only when) it is cut. */
export function TruncatedTitle({ title }: { title: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const measure = () => {
    const el = ref.current;
    setCut(!!el && el.scrollWidth > el.clientWidth + 1);
  };
  return (
    <Tooltip label={title} disabled={!cut} openDelay={400} multiline maw={260} withinPortal>
      <span ref={ref} className="cw-tree-title" dir="auto" onPointerEnter={measure}>
        {title}
      </span>
    </Tooltip>
  );
}

/**
 * Renaming in place: Enter keeps the new title, Escape the old one. A title that cannot be kept (empty,
 * too long) is explained under the field; leaving the field then keeps the old title and says so.
 */
export function TitleInput({
  initial,
  label,
  onCommit,
  onCancel,
  onRejected,
}: {
  initial: string;
  label: string;
  onCommit(title: string): void;
  onCancel(): void;
  onRejected(message: string): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const done = useRef(false);
  const finish = (how: "commit" | "blur") => {
    if (done.current) return;
    const check = checkTitle(value);
    if (check.ok) {
      done.current = true;
      if (check.title === initial) onCancel();
      else onCommit(check.title);
      return;
    }
    const message = t(check.reason);
    if (how === "commit") {
      setError(message);
      return;
    }
    done.current = true;
    onRejected(message);
  };
  return (
    <TextInput
      className="cw-tree-input"
      size="xs"
      value={value}
      aria-label={label}
      error={error}
      autoFocus
      dir="auto"
      data-testid="tree-rename-input"
      onFocus={(e) => e.currentTarget.select()}
      onChange={(e) => {
        setValue(e.currentTarget.value);
        setError(null);
      }}
      onBlur={() => finish("blur")}
      onKeyDown={(e) => {
        // The builder's shortcuts (delete, copy, undo) must not act on a title being typed.
        e.stopPropagation();
        if (e.key === "Enter") {
          e.preventDefault();
          finish("commit");
        } else if (e.key === "Escape") {
          e.preventDefault();
          done.current = true;
          onCancel();
        }
      }}
    />
  );
}
