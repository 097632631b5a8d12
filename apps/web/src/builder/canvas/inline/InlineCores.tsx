import { type Extensions, getHTMLFromFragment, getText, getTextSerializersFromSchema, isNodeEmpty } from "@tiptap/core";
import { Placeholder } from "@tiptap/extensions";
import type { Node as DocNode, Schema } from "@tiptap/pm/model";
import { Selection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useCallback, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import type { InlinePlainProps, InlineRichProps } from "../../../blocks/shared/inlineEditing";
import { RichTextToolbar } from "../../../blocks/shared/RichTextToolbar";
import { richTextExtensions } from "../../../blocks/shared/richTextExtensions";
import "../../../blocks/shared/RichTextEditor.css";
import { redoEdit, undoEdit } from "../../store";
import { focusBlockButton, useInlineHost } from "./host";
import { inlineKey } from "./keys";
import "./inline.css";

/** Typing becomes one undo step per pause, not one per key (the builder's history is the only one). */
export const COMMIT_DELAY_MS = 500;

interface FieldSetup {
  value: string;
  onCommit(text: string): void;
  label: string;
  placeholder?: string;
  multiline: boolean;
  extensions: Extensions;
  /** The field's text as stored ("" when empty), from a document (immutable, so it can be read after the editor is gone). */
  read(doc: DocNode, schema: Schema): string;
  /** The stored text as the editor's content. */
  load(value: string): string | Record<string, unknown>;
}

interface PendingCommit {
  /** The document at the last key: serialised once, when the pause ends, not on every key. */
  doc: DocNode;
  schema: Schema;
  /** The onCommit of the moment of the edit: it belongs to the block the author typed in. */
  onCommit(text: string): void;
}

/**
 * A TipTap editor on the canvas whose undo is the builder's: Ctrl+Z first hands out what was typed since the
 * last pause, then undoes the last step, so the store and the text never disagree. Escape leaves the text
 * (focus back on the block, a second Escape deselects it).
 */
export function useInlineEditor(setup: FieldSetup) {
  const host = useInlineHost();
  const hostRef = useRef(host);
  hostRef.current = host;
  const fieldId = useId();
  const setupRef = useRef(setup);
  setupRef.current = setup;
  const pending = useRef<PendingCommit | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The text last handed out or received, so the echo of our own commit does not reset the caret. */
  const known = useRef(setup.value);
  /** The author has been in the field, so its caret says where an insertion goes. */
  const visited = useRef(false);

  /** Hands out what was typed since the last pause; true when that changed the field. */
  const flush = useCallback((): boolean => {
    clearTimeout(timer.current);
    const edit = pending.current;
    pending.current = null;
    if (!edit) return false;
    const text = setupRef.current.read(edit.doc, edit.schema);
    if (text === known.current) return false;
    known.current = text;
    edit.onCommit(text);
    return true;
  }, []);

  const editor = useEditor(
    {
      extensions: [...setup.extensions, Placeholder.configure({ placeholder: setup.placeholder ?? "" })],
      content: setup.load(setup.value),
      shouldRerenderOnTransaction: false,
      editorProps: {
        attributes: {
          class: "cw-rich-text cw-inline-field__content",
          role: "textbox",
          "aria-label": setup.label,
          ...(setup.multiline ? { "aria-multiline": "true" } : {}),
        },
        handleKeyDown: (view, event) => {
          const key = inlineKey(event, setupRef.current.multiline);
          if (key === null) return false;
          if (key === "save") {
            // The builder's save runs next (window listener): it must see the last words.
            flush();
            return false;
          }
          flush();
          if (key === "undo") undoEdit();
          else if (key === "redo") redoEdit();
          else if (key === "leave") {
            hostRef.current.setActiveField(null);
            (view.dom as HTMLElement).blur();
            focusBlockButton(hostRef.current.blockId);
          }
          return true;
        },
      },
      onFocus: () => {
        visited.current = true;
        hostRef.current.setActiveField(fieldId);
      },
      onUpdate: ({ editor: current }) => {
        // Serialising the whole field to HTML on every key cost more than the key itself on long texts.
        pending.current = { doc: current.state.doc, schema: current.schema, onCommit: setupRef.current.onCommit };
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, COMMIT_DELAY_MS);
      },
      onBlur: () => {
        flush();
      },
      // Constant deps: without them TipTap hands the options to the editor again on every render, which redraws
      // the text and can undo a key the browser applied but ProseMirror has not read yet (a lost Delete when a
      // commit re-renders the block mid-keystroke). Everything above reads the latest props through refs.
    },
    [fieldId],
  );

  // A value from outside (undo, redo, the drawer): show it, keeping the caret near where it was.
  useEffect(() => {
    if (!editor || setup.value === known.current) return;
    // Words typed but not yet handed out win over the value from outside (it is the echo of an older state).
    if (flush()) return;
    known.current = setup.value;
    const { from } = editor.state.selection;
    editor.commands.setContent(setupRef.current.load(setup.value), { emitUpdate: false });
    if (editor.isFocused) {
      const { tr, doc } = editor.state;
      const at = Math.max(0, Math.min(from, doc.content.size));
      editor.view.dispatch(tr.setSelection(Selection.near(doc.resolve(at))));
    }
  }, [editor, setup.value, flush]);

  // Deselecting the block unmounts its fields: the last words typed are not lost.
  useEffect(
    () => () => {
      flush();
    },
    [flush],
  );

  /**
   * An edit made by a button (a blank put in) rather than typed: what was typed before is handed out first, as its
   * own step; the change's text is the caller's to store (with whatever goes with it), so it is not handed out.
   */
  const applyOwn = useCallback(
    (change: () => string): string => {
      flush();
      const text = change();
      clearTimeout(timer.current);
      pending.current = null;
      known.current = text;
      return text;
    },
    [flush],
  );

  return {
    editor,
    active: host.activeField === fieldId,
    slot: host.toolbarSlot,
    blockId: host.blockId,
    applyOwn,
    visited,
  };
}

const toPlainDoc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: text ? [{ type: "text", text }] : [] }],
});

const PLAIN_EXTENSIONS: Extensions = [
  StarterKit.configure({
    blockquote: false,
    bold: false,
    bulletList: false,
    code: false,
    codeBlock: false,
    hardBreak: false,
    heading: false,
    horizontalRule: false,
    italic: false,
    link: false,
    listItem: false,
    listKeymap: false,
    orderedList: false,
    strike: false,
    underline: false,
    undoRedo: false,
    dropcursor: false,
    gapcursor: false,
  }),
];

export const RICH_EXTENSIONS = richTextExtensions({ ownHistory: false });

/** Rich text typed in place; while the author is in it, the formatting toolbar floats above the block. */
export function InlineRichCore({ value, onCommit, label, placeholder }: InlineRichProps) {
  const { t } = useTranslation();
  const { editor, active, slot } = useInlineEditor({
    value: value ?? "",
    onCommit,
    label,
    placeholder,
    multiline: true,
    extensions: RICH_EXTENSIONS,
    read: (doc, schema) => (isNodeEmpty(doc) ? "" : getHTMLFromFragment(doc.content, schema)),
    load: (v) => v,
  });
  return (
    <div className="cw-inline-field cw-inline-rich cw-no-drag" data-testid="inline-rich">
      <EditorContent editor={editor} />
      {editor &&
        active &&
        slot &&
        createPortal(
          <div className="cw-inline-toolbar" data-testid="inline-toolbar">
            <RichTextToolbar editor={editor} label={label} />
            <span className="cw-inline-toolbar__hint">{t("builder.inline.escape_hint")}</span>
          </div>,
          slot,
        )}
    </div>
  );
}

/** One line of plain text typed in place (an option, a label). */
export function InlinePlainCore({ value, onCommit, label, placeholder, maxLength = 1000 }: InlinePlainProps) {
  const { editor } = useInlineEditor({
    value,
    onCommit,
    label,
    placeholder,
    multiline: false,
    extensions: PLAIN_EXTENSIONS,
    read: (doc, schema) =>
      getText(doc, { blockSeparator: " ", textSerializers: getTextSerializersFromSchema(schema) }).slice(0, maxLength),
    load: toPlainDoc,
  });
  return (
    <span className="cw-inline-field cw-inline-plain cw-no-drag" data-testid="inline-plain">
      <EditorContent editor={editor} />
    </span>
  );
}
