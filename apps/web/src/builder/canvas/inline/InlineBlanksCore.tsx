import { Button } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { getHTMLFromFragment, isNodeEmpty } from "@tiptap/core";
import { EditorContent } from "@tiptap/react";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { chipsToPlaceholders, placeholdersToChips } from "../../../blocks/quizFillBlanksDropdown/sentence";
import { BlankChip, insertBlank } from "../../../blocks/shared/blankChip";
import { registerBlankInserter } from "../../../blocks/shared/blankInserters";
import type { InlineBlanksProps } from "../../../blocks/shared/inlineEditing";
import { RichTextToolbar } from "../../../blocks/shared/RichTextToolbar";
import { RICH_EXTENSIONS, useInlineEditor } from "./InlineCores";

/**
 * A fill-in-the-blanks sentence typed in place: the rich text field of the canvas with its blanks as numbered
 * chips (never the stored `[[blank:b1]]`), and "Add blank" in the floating toolbar putting a new blank at the caret.
 * The properties' "Add blank" and "Put in the text" reach the same caret (blankInserters.ts).
 */
export function InlineBlanksCore({ value, onCommit, label, placeholder, chipLabel, onAddBlank }: InlineBlanksProps) {
  const { t } = useTranslation();
  const { editor, active, slot, blockId, applyOwn, visited } = useInlineEditor({
    value: value ?? "",
    onCommit,
    label,
    placeholder,
    multiline: true,
    // The chip's word is read once, with the editor: it is the interface's, which does not change while editing.
    extensions: [...RICH_EXTENSIONS, BlankChip.configure({ label: chipLabel })],
    read: (doc, schema) => (isNodeEmpty(doc) ? "" : chipsToPlaceholders(getHTMLFromFragment(doc.content, schema))),
    load: placeholdersToChips,
  });

  useEffect(() => {
    if (!editor) return;
    return registerBlankInserter(blockId, (id) => applyOwn(() => insertBlank(editor, id, visited.current)));
  }, [editor, blockId, applyOwn, visited]);

  const addBlank = () => {
    if (!editor || !onAddBlank) return;
    onAddBlank((id) => applyOwn(() => insertBlank(editor, id, true)));
    editor.commands.focus();
  };

  return (
    <div className="cw-inline-field cw-inline-rich cw-inline-blanks cw-no-drag" data-testid="inline-blanks">
      <EditorContent editor={editor} />
      {editor &&
        active &&
        slot &&
        createPortal(
          <div className="cw-inline-toolbar" data-testid="inline-toolbar">
            <RichTextToolbar editor={editor} label={label} />
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={!onAddBlank}
              // The caret stays in the sentence: the blank goes where it is.
              onMouseDown={(event) => event.preventDefault()}
              onClick={addBlank}
              data-testid="inline-add-blank"
            >
              {t("blocks.quiz.fill_blanks.add_blank")}
            </Button>
            <span className="cw-inline-toolbar__hint">{t("builder.inline.escape_hint")}</span>
          </div>,
          slot,
        )}
    </div>
  );
}
