import { Accordion, Text } from "@mantine/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BlockViewProps } from "../faces";
import { SafeHtml } from "../shared/SafeHtml";
import { allItemsOpened, readItems } from "./items";

/** Titles that open their text, several at a time. Opening every item once is the learner's interaction. */
export function AccordionView({ block, mode, onInteract }: BlockViewProps) {
  const { t } = useTranslation();
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
          <Text size="sm" c="dimmed" py="xs">
            {t("blocks.accordion.empty_hint")}
          </Text>
        )}
      </div>
    );
  }
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
