import type { AccordionItem } from "@coursewright/course-model";
import { Accordion, Text } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import type { BlockViewProps } from "../faces";
import { type InlineEditing, useInlineEditing } from "../shared/inlineEditing";
import { SafeHtml } from "../shared/SafeHtml";
import { allItemsOpened, readItems, updateItem } from "./items";

/**
 * The selected accordion on the canvas (issue 17): every item open, its title and text typed in place. The
 * titles are not the toggle buttons here, since a text field inside a button would be a control within one.
 */
function InlineAccordion({ items, inline }: { items: AccordionItem[]; inline: InlineEditing }) {
  const { t } = useTranslation();
  const edit = (id: string, patch: Partial<Omit<AccordionItem, "id">>) =>
    inline.patch((current) => ({
      settings: { ...current.settings, items: updateItem(readItems(current.settings), id, patch) },
    }));
  return (
    <Accordion multiple value={items.map((item) => item.id)} data-testid="block-view-accordion">
      {items.map((item, index) => (
        <Accordion.Item key={item.id} value={item.id}>
          <div
            style={{ padding: "var(--mantine-spacing-sm) var(--mantine-spacing-md)" }}
            data-testid="accordion-inline-title"
          >
            <inline.Plain
              value={item.title}
              label={t("blocks.accordion.item_title", { number: index + 1 })}
              placeholder={t("blocks.accordion.untitled", { number: index + 1 })}
              maxLength={500}
              onCommit={(title) => edit(item.id, { title })}
            />
          </div>
          <Accordion.Panel data-testid="accordion-inline-text">
            <inline.Rich
              value={item.text}
              label={t("blocks.accordion.item_text", { number: index + 1 })}
              placeholder={t("builder.inline.text_placeholder")}
              onCommit={(text) => edit(item.id, { text })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/** Titles that open their text, several at a time. Opening every item once is the learner's interaction. */
export function AccordionView({ block, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
  const chrome = useInterfaceRootProps();
  const inline = useInlineEditing();
  const items = useMemo(() => readItems(block.settings), [block.settings]);
  const [open, setOpen] = useState<string[]>([]);
  const seen = useRef(new Set<string>());
  const reported = useRef(false);

  useEffect(() => {
    for (const id of open) seen.current.add(id);
    if (mode !== "player" || reported.current || !allItemsOpened(items, seen.current)) return;
    reported.current = true;
    onInteract();
  }, [open, items, mode, onInteract]);

  if (items.length === 0) {
    return (
      <div data-testid="block-view-accordion">
        {mode === "builder" && (
          // The builder's hint, not content: in the interface's language inside a block in the course's.
          <Text size="sm" c="dimmed" py="xs" {...chrome}>
            {t("blocks.accordion.empty_hint")}
          </Text>
        )}
      </div>
    );
  }
  if (inline) return <InlineAccordion items={items} inline={inline} />;
  return (
    <Accordion
      multiple
      value={open}
      onChange={setOpen}
      // Titles take the block's text colour (the frame sets it) rather than Mantine's.
      styles={{ control: { color: "inherit" } }}
      data-testid="block-view-accordion"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Control>
            {item.title.trim() || t("blocks.accordion.untitled", { number: index + 1 })}
          </Accordion.Control>
          <Accordion.Panel>
            <SafeHtml html={item.text} inert={mode === "builder"} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
