import { Input } from "@mantine/core";
import { useId } from "@mantine/hooks";
import { EditorContent, useEditor } from "@tiptap/react";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import { placeholdersToChips } from "../quizFillBlanksDropdown/sentence";
import { BlankChip, insertBlank, storedSentence } from "./blankChip";
import { RichTextToolbar } from "./RichTextToolbar";
import { richTextExtensions } from "./richTextExtensions";
import "./SafeHtml.css";
import "./RichTextEditor.css";

/** Free text becomes one undo step in the builder per pause in typing, not one per key. */
const EMIT_DELAY_MS = 400;

/** Puts a blank in the sentence where the caret is; answers the sentence as stored (null: no editor yet). */
export type BlankInserter = (id: string) => string | null;

export interface RichTextEditorProps {
  value: string | null;
  onChange(html: string): void;
  label: string;
  minHeight?: number | string;
  /**
   * A fill-in-the-blanks sentence: `[[blank:…]]` placeholders show as chips labelled `label` and a number, and
   * `inserter` is set to put a new one at the caret.
   */
  blanks?: { label: string; inserter: RefObject<BlankInserter | null> };
}

interface PendingEdit {
  html: string;
  /** The onChange of the moment the edit was made: a later one may already belong to another block. */
  onChange(html: string): void;
}

/** TipTap behind RichTextEditor; loaded on demand (see RichTextEditor.tsx). */
export default function RichTextEditorCore({ value, onChange, label, minHeight = 160, blanks }: RichTextEditorProps) {
  const labelId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pending = useRef<PendingEdit | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The last HTML this editor handed out or was given, so an echo of our own edit does not reset the cursor. */
  const known = useRef(value ?? "");
  /** The author has been in the text, so its caret says where a new blank goes (else: at the end). */
  const caretKnown = useRef(false);
  const withBlanks = blanks !== undefined;

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const edit = pending.current;
    pending.current = null;
    if (edit) edit.onChange(edit.html);
  }, []);

  const editor = useEditor({
    extensions: [...richTextExtensions(), ...(withBlanks ? [BlankChip.configure({ label: blanks.label })] : [])],
    content: withBlanks ? placeholdersToChips(value ?? "") : (value ?? ""),
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: "cw-rich-text cw-rich-text-editor__content",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
      },
    },
    onFocus: () => {
      caretKnown.current = true;
    },
    onUpdate: ({ editor: current }) => {
      const html = withBlanks ? storedSentence(current) : current.isEmpty ? "" : current.getHTML();
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
    editor.commands.setContent(withBlanks ? placeholdersToChips(next) : next, { emitUpdate: false });
  }, [editor, value, flush, withBlanks]);

  // A new blank goes in as one edit with its settings (the caller's), not as typing handed out later.
  useEffect(() => {
    if (!blanks || !editor) return;
    blanks.inserter.current = (id) => {
      flush();
      const html = insertBlank(editor, id, caretKnown.current);
      clearTimeout(timer.current);
      pending.current = null;
      known.current = html;
      editor.commands.focus();
      return html;
    };
    return () => {
      blanks.inserter.current = null;
    };
  }, [blanks, editor, flush]);

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
