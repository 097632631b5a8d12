/** Multi-selection of listed entries (checkboxes, Shift for a range, Ctrl/Cmd to toggle), kept pure for tests. */
export interface Selection {
  keys: ReadonlySet<string>;
  /** Where the next Shift range starts: the last entry clicked. */
  anchor: string | null;
}

export const EMPTY_SELECTION: Selection = { keys: new Set(), anchor: null };

export interface ClickModifiers {
  /** Shift: add everything between the anchor and this entry. */
  range?: boolean;
}

/** A click on an entry's checkbox (or Ctrl/Cmd-click, or Space): toggles it, or adds a range with Shift. */
export function toggleEntry(
  selection: Selection,
  key: string,
  order: readonly string[],
  mods: ClickModifiers = {},
): Selection {
  const keys = new Set(selection.keys);
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(key);
  if (mods.range && from >= 0 && to >= 0) {
    const [start, end] = from <= to ? [from, to] : [to, from];
    for (const k of order.slice(start, end + 1)) keys.add(k);
    return { keys, anchor: key };
  }
  if (keys.has(key)) keys.delete(key);
  else keys.add(key);
  return { keys, anchor: key };
}

/** Selects exactly one entry (single-choice mode of the picker). */
export function selectOnly(key: string): Selection {
  return { keys: new Set([key]), anchor: key };
}

export function selectAll(order: readonly string[]): Selection {
  return { keys: new Set(order), anchor: order.at(-1) ?? null };
}

/** Drops keys that are no longer listed (after a deletion, a move or a new filter). */
export function keepListed(selection: Selection, order: readonly string[]): Selection {
  const listed = new Set(order);
  const keys = [...selection.keys].filter((k) => listed.has(k));
  if (keys.length === selection.keys.size) return selection;
  return { keys: new Set(keys), anchor: selection.anchor && listed.has(selection.anchor) ? selection.anchor : null };
}

/** Index of the entry that keyboard focus moves to with the arrow keys, or null at an edge. */
export function moveFocus(index: number, count: number, key: string, columns: number): number | null {
  const step: Record<string, number> = {
    ArrowRight: 1,
    ArrowLeft: -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  if (key === "Home") return count > 0 ? 0 : null;
  if (key === "End") return count > 0 ? count - 1 : null;
  const delta = step[key];
  if (delta === undefined) return null;
  const next = index + delta;
  return next >= 0 && next < count ? next : null;
}
