import { NativeSelect } from "@mantine/core";
import {
  IconAlignCenter,
  IconAlignLeft,
  IconAlignRight,
  IconBold,
  IconClearFormatting,
  IconItalic,
  IconList,
  IconListNumbers,
  IconUnderline,
} from "@tabler/icons-react";
import { type Editor, useEditorState } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { RichTextColorButton, RichTextLinkButton } from "./RichTextPopovers";
import { RichTextToggle } from "./RichTextToggle";

type TextStyleValue = "paragraph" | "1" | "2" | "3";
const HEADING_LEVELS = [1, 2, 3] as const;

function currentTextStyle(editor: Editor): TextStyleValue {
  const level = HEADING_LEVELS.find((l) => editor.isActive("heading", { level: l }));
  return level ? `${level}` : "paragraph";
}

export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      textStyle: currentTextStyle(e),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      bulletList: e.isActive("bulletList"),
      orderedList: e.isActive("orderedList"),
      alignCenter: e.isActive({ textAlign: "center" }),
      alignRight: e.isActive({ textAlign: "right" }),
    }),
  });
  const chain = () => editor.chain().focus();
  const setTextStyle = (value: string) => {
    const level = HEADING_LEVELS.find((l) => `${l}` === value);
    if (level) chain().setHeading({ level }).run();
    else chain().setParagraph().run();
  };
  const icon = { size: 16, "aria-hidden": true } as const;

  return (
    <div className="cw-rich-text-editor__toolbar" role="toolbar" aria-label={t("blocks.rich_text.toolbar", { label })}>
      <NativeSelect
        size="xs"
        w={118}
        aria-label={t("blocks.rich_text.text_style")}
        value={state.textStyle}
        onChange={(event) => setTextStyle(event.currentTarget.value)}
        data={[
          { value: "paragraph", label: t("blocks.rich_text.paragraph") },
          { value: "1", label: t("blocks.rich_text.heading", { level: 1 }) },
          { value: "2", label: t("blocks.rich_text.heading", { level: 2 }) },
          { value: "3", label: t("blocks.rich_text.heading", { level: 3 }) },
        ]}
      />
      <span className="cw-rich-text-editor__separator" aria-hidden />
      <RichTextToggle
        label={t("blocks.rich_text.bold")}
        active={state.bold}
        onToggle={() => chain().toggleBold().run()}
      >
        <IconBold {...icon} />
      </RichTextToggle>
      <RichTextToggle
        label={t("blocks.rich_text.italic")}
        active={state.italic}
        onToggle={() => chain().toggleItalic().run()}
      >
        <IconItalic {...icon} />
      </RichTextToggle>
      <RichTextToggle
        label={t("blocks.rich_text.underline")}
        active={state.underline}
        onToggle={() => chain().toggleUnderline().run()}
      >
        <IconUnderline {...icon} />
      </RichTextToggle>
      <RichTextColorButton editor={editor} />
      <span className="cw-rich-text-editor__separator" aria-hidden />
      <RichTextToggle
        label={t("blocks.rich_text.bullet_list")}
        active={state.bulletList}
        onToggle={() => chain().toggleBulletList().run()}
      >
        <IconList {...icon} />
      </RichTextToggle>
      <RichTextToggle
        label={t("blocks.rich_text.numbered_list")}
        active={state.orderedList}
        onToggle={() => chain().toggleOrderedList().run()}
      >
        <IconListNumbers {...icon} />
      </RichTextToggle>
      <RichTextToggle
        label={t("blocks.rich_text.align_left")}
        active={!state.alignCenter && !state.alignRight}
        onToggle={() => chain().unsetTextAlign().run()}
      >
        <IconAlignLeft {...icon} />
      </RichTextToggle>
      <RichTextToggle
        label={t("blocks.rich_text.align_center")}
        active={state.alignCenter}
        onToggle={() => chain().setTextAlign("center").run()}
      >
        <IconAlignCenter {...icon} />
      </RichTextToggle>
      <RichTextToggle
        label={t("blocks.rich_text.align_right")}
        active={state.alignRight}
        onToggle={() => chain().setTextAlign("right").run()}
      >
        <IconAlignRight {...icon} />
      </RichTextToggle>
      <span className="cw-rich-text-editor__separator" aria-hidden />
      <RichTextLinkButton editor={editor} />
      <RichTextToggle
        label={t("blocks.rich_text.clear_formatting")}
        onToggle={() => chain().unsetAllMarks().clearNodes().unsetTextAlign().run()}
      >
        <IconClearFormatting {...icon} />
      </RichTextToggle>
    </div>
  );
}
