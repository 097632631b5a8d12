import {
  BLOCK_TYPE,
  type BlockAction,
  blockActionSchema,
  canBeConditionTarget,
  type DisplayCondition,
  type DisplayConditionKind,
} from "@coursewright/course-model";
import type { ConditionTarget, LinkablePage } from "../editing";

export interface SelectItem {
  value: string;
  label: string;
}
export interface SelectGroup {
  group: string;
  items: SelectItem[];
}

/** Blocks that do something when clicked, so actions can be attached (spec 3: button, clickable animation). */
const ACTION_TYPES: ReadonlySet<number> = new Set([BLOCK_TYPE.BUTTON, BLOCK_TYPE.CLICKABLE_JSON_ANIMATION]);
export const takesActions = (type: number) => ACTION_TYPES.has(type);

/** Groups items under a heading in first-seen order; Mantine's Select draws the headings. */
function grouped<T>(list: readonly T[], group: (entry: T) => string, item: (entry: T) => SelectItem): SelectGroup[] {
  const groups = new Map<string, SelectItem[]>();
  for (const entry of list) {
    const key = group(entry);
    const items = groups.get(key) ?? [];
    items.push(item(entry));
    groups.set(key, items);
  }
  return [...groups].map(([name, items]) => ({ group: name, items }));
}

/** Pages a link action may open: grouped by topic in a course with topics, else a plain list. */
export function pageOptions(pages: readonly LinkablePage[], untitled: string): SelectItem[] | SelectGroup[] {
  const item = (page: LinkablePage) => ({ value: `${page.id}`, label: page.title.trim() || untitled });
  if (!pages.some((page) => page.topicTitle !== null)) return pages.map(item);
  return grouped(pages, (page) => page.topicTitle?.trim() || untitled, item);
}

/**
 * Blocks a new condition of this kind may watch, grouped by page: only types that support the kind
 * (spec 3 condition-capable blocks), never one this block already watches for the same kind.
 */
export function conditionTargetOptions(
  targets: readonly ConditionTarget[],
  kind: DisplayConditionKind,
  existing: readonly DisplayCondition[],
  untitledPage: string,
): SelectGroup[] {
  const taken = new Set(existing.filter((c) => c.kind === kind).map((c) => c.block_id));
  const usable = targets.filter((target) => canBeConditionTarget(target.type, kind) && !taken.has(target.id));
  // Grouped by the page itself: two pages of one name stay two groups (their names carry their place then).
  return grouped(
    usable,
    (target) => `${target.pageId}`,
    (target) => ({ value: `${target.id}`, label: target.label }),
  ).map(({ group, items }) => ({
    group: usable.find((target) => `${target.pageId}` === group)?.pageTitle.trim() || untitledPage,
    items,
  }));
}

/**
 * An external link action from what the author typed, with the schema's own rule (http or https only);
 * the error is an i18n key.
 */
export function externalLinkAction(url: string): { action: BlockAction } | { error: string } {
  const parsed = blockActionSchema.safeParse({ type: "external_web_link", url: url.trim() });
  if (parsed.success) return { action: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? "validation.url" };
}
