import { Button, ColorPicker, Group, Popover, Stack, TextInput } from "@mantine/core";
import { IconLink, IconPalette } from "@tabler/icons-react";
import { type Editor, useEditorState } from "@tiptap/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { RichTextToggle } from "./RichTextToggle";
import { safeLinkUrl } from "./sanitize";

const icon = { size: 16, "aria-hidden": true } as const;

/** Colours an author reaches for first; the picker above them allows any other. */
export const RICH_TEXT_SWATCHES = [
  "#212529",
  "#868e96",
  "#c92a2a",
  "#d9480f",
  "#f08c00",
  "#2b8a3e",
  "#1971c2",
  "#5f3dc4",
  "#a61e4d",
  "#ffffff",
];

/** Sets or removes the link under the selection; only web and mail addresses are taken. */
export function RichTextLinkButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState("");
  const [invalid, setInvalid] = useState(false);
  const active = useEditorState({ editor, selector: ({ editor: e }) => e.isActive("link") });

  const open = () => {
    setUrl(editor.getAttributes("link").href ?? "");
    setInvalid(false);
    setOpened(true);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const href = safeLinkUrl(url);
    if (!href) {
      setInvalid(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setOpened(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow trapFocus shadow="md">
      <Popover.Target>
        <RichTextToggle
          label={t("blocks.rich_text.link")}
          active={active}
          onToggle={opened ? () => setOpened(false) : open}
        >
          <IconLink {...icon} />
        </RichTextToggle>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={apply}>
          <Stack gap="xs" w={240}>
            <TextInput
              size="xs"
              label={t("blocks.rich_text.link_url")}
              placeholder="https://"
              value={url}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setInvalid(false);
              }}
              error={invalid ? t("blocks.rich_text.link_invalid") : undefined}
              data-autofocus
            />
            <Group gap="xs" justify="flex-end">
              {active && (
                <Button size="xs" variant="subtle" color="red" onClick={remove}>
                  {t("blocks.rich_text.link_remove")}
                </Button>
              )}
              <Button size="xs" type="submit">
                {t("blocks.rich_text.link_apply")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Colours the selected text (TipTap's Color mark) or takes the colour off. */
export function RichTextColorButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const color = useEditorState({
    editor,
    selector: ({ editor: e }): string | null => e.getAttributes("textStyle").color ?? null,
  });

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom" withArrow trapFocus shadow="md">
      <Popover.Target>
        <RichTextToggle
          label={t("blocks.rich_text.color")}
          active={color !== null}
          onToggle={() => setOpened((o) => !o)}
          style={color ? { color } : undefined}
        >
          <IconPalette {...icon} />
        </RichTextToggle>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <ColorPicker
            format="hex"
            value={color ?? "#212529"}
            swatches={RICH_TEXT_SWATCHES}
            swatchesPerRow={10}
            size="sm"
            onChangeEnd={(value) => editor.chain().setColor(value).run()}
            onColorSwatchClick={(value) => {
              editor.chain().focus().setColor(value).run();
              setOpened(false);
            }}
          />
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              editor.chain().focus().unsetColor().run();
              setOpened(false);
            }}
          >
            {t("blocks.rich_text.color_remove")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
