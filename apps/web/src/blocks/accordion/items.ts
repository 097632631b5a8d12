import { type AccordionItem, accordionItemSchema, type BlockSettings } from "@coursewright/course-model";

/** A short id that keys an item while it is edited and reordered; unique enough within one accordion. */
export const newItemId = (): string => crypto.randomUUID().slice(0, 8);

/** The accordion's items as stored; anything malformed (content from elsewhere) is left out rather than drawn. */
export function readItems(settings: BlockSettings): AccordionItem[] {
  const items = settings.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = accordionItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const addItem = (items: readonly AccordionItem[], item: AccordionItem): AccordionItem[] => [...items, item];

export const updateItem = (
  items: readonly AccordionItem[],
  id: string,
  patch: Partial<Omit<AccordionItem, "id">>,
): AccordionItem[] => items.map((item) => (item.id === id ? { ...item, ...patch } : item));

export const removeItem = (items: readonly AccordionItem[], id: string): AccordionItem[] =>
  items.filter((item) => item.id !== id);

/** Moves an item one place up (-1) or down (+1); at either end it stays. */
export function moveItem(items: readonly AccordionItem[], id: string, by: -1 | 1): AccordionItem[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Whether rich text holds anything a reader would miss (tags alone, like an empty paragraph, do not count). */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim() !== "";

/**
 * The learner has opened every item at least once (the accordion's interaction, spec 3). Items added while
 * the page is open count too, so an accordion with no items is never "all opened".
 */
export function allItemsOpened(items: readonly AccordionItem[], opened: ReadonlySet<string>): boolean {
  return items.length > 0 && items.every((item) => opened.has(item.id));
}
