import { TextInput, Tooltip } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkTitle } from "./titles";

const TOOLTIP_DELAY_MS = 400;

/**
 * A title cut to the row's width, with the whole title in a tooltip when (and only when) it is cut. The
 * tooltip (a floating-ui popover) is mounted only once the pointer has found the title cut: a hundred rows
 * of a big course then draw plain text, and the hovered one opens its tooltip itself after the delay.
 */
export function TruncatedTitle({ title }: { title: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  const [opened, setOpened] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Mounting the tooltip puts a new element under a pointer that is already there, whose leaving the browser may
  // not report: the pointer moving anywhere else closes it too.
  useEffect(() => {
    if (!opened) return;
    const away = (event: PointerEvent) => {
      if (!(event.target instanceof Node && ref.current?.contains(event.target))) setOpened(false);
    };
    document.addEventListener("pointermove", away);
    return () => document.removeEventListener("pointermove", away);
  }, [opened]);
  const enter = () => {
    const el = ref.current;
    const isCut = !!el && el.scrollWidth > el.clientWidth + 1;
    setCut(isCut);
    clearTimeout(timer.current);
    if (isCut) timer.current = setTimeout(() => setOpened(true), TOOLTIP_DELAY_MS);
  };
  const leave = () => {
    clearTimeout(timer.current);
    setOpened(false);
  };
  const text = (
    <span ref={ref} className="cw-tree-title" dir="auto" onPointerEnter={enter} onPointerLeave={leave}>
      {title}
    </span>
  );
  if (!cut) return text;
  return (
    <Tooltip label={title} opened={opened} multiline maw={260} withinPortal>
      {text}
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
