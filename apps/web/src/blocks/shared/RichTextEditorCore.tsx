import { Input } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { EditorContent, useEditor } from "@tiptap/react";
import { useCallback, useEffect, useRef } from "react";
import { RichTextToolbar } from "./RichTextToolbar";
import { richTextExtensions } from "./richTextExtensions";
import "./SafeHtml.css";
import "./RichTextEditor.css";

/** Free text becomes one undo step in the builder per pause in typing, not one per key. */
const EMIT_DELAY_MS = 400;

export interface RichTextEditorProps {
  value: string | null;
  onChange(html: string): void;
  label: string;
  minHeight?: number | string;
}

interface PendingEdit {
  html: string;
  /** The onChange of the moment the edit was made: a later one may already belong to another block. */
  onChange(html: string): void;
}

/** TipTap behind RichTextEditor; loaded on demand (see RichTextEditor.tsx). */
export default function RichTextEditorCore({ value, onChange, label, minHeight = 160 }: RichTextEditorProps) {
  const labelId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pending = useRef<PendingEdit | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The last HTML this editor handed out or was given, so an echo of our own edit does not reset the cursor. */
  const known = useRef(value ?? "");

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const edit = pending.current;
    pending.current = null;
    if (edit) edit.onChange(edit.html);
  }, []);

  const editor = useEditor({
    extensions: richTextExtensions(),
    content: value ?? "",
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: "cw-rich-text cw-rich-text-editor__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      known.current = html;
      pending.current = { html, onChange: onChangeRef.current };
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, EMIT_DELAY_MS);
    },
    onBlur: flush,
  });

  // A value from outside (the builder's undo, another block chosen): show it, after handing out our own edit.
  useEffect(() => {
    const next = value ?? "";
    if (!editor || next === known.current) return;
    flush();
    known.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value, flush]);

  // Leaving (drawer closed, block deselected) must not lose the last words typed.
  useEffect(() => flush, [flush]);

  return (
    <div className="cw-rich-text-editor" data-testid="rich-text-editor">
      <Input.Label id={labelId} mb={4}>
        {label}
      </Input.Label>
      <div className="cw-rich-text-editor__frame">
        {editor && <RichTextToolbar editor={editor} label={label} />}
        <EditorContent editor={editor} style={{ minHeight }} className="cw-rich-text-editor__body" />
      </div>
    </div>
  );
}
