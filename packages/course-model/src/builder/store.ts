import type { BuilderState, EntityMap, EntityOf, Kind } from "./types";

/**
 * The change tracking itself. Lookups check updated first, then existing, then new (spec 4); an id in the
 * deleted set is gone even though `existing` still holds it as loaded.
 */
export function findItem<K extends Kind>(state: BuilderState, kind: K, id: number): EntityOf<K> | undefined {
  const updated = state.updated[kind][id];
  if (updated) return updated;
  const existing = state.existing[kind][id];
  if (existing) return state.deleted[kind].includes(id) ? undefined : existing;
  return state.new[kind][id];
}

/** Every live item of a kind, in no particular order. */
export function liveItems<K extends Kind>(state: BuilderState, kind: K): EntityOf<K>[] {
  const deleted = new Set(state.deleted[kind]);
  const updated = state.updated[kind];
  const items: EntityOf<K>[] = [];
  for (const item of Object.values(state.existing[kind])) {
    if (!deleted.has(item.id)) items.push(updated[item.id] ?? item);
  }
  items.push(...Object.values(state.new[kind]));
  return items;
}

function withEntry<T>(map: EntityMap<T>, id: number, item: T): EntityMap<T> {
  return { ...map, [id]: item };
}

function withoutEntry<T>(map: EntityMap<T>, id: number): EntityMap<T> {
  if (!(id in map)) return map;
  const { [id]: _removed, ...rest } = map;
  return rest;
}

/** Stores a changed item: a new item stays new (it is created once, as it is at save time), any other becomes updated. */
export function putItem<K extends Kind>(state: BuilderState, kind: K, item: EntityOf<K>): BuilderState {
  const set = item.id in state.new[kind] ? "new" : "updated";
  const map = withEntry(state[set][kind], item.id, item);
  return { ...state, [set]: { ...state[set], [kind]: map } };
}

/** Deletes an item: a new one is simply forgotten (the server never heard of it), a stored one joins the deleted set. */
export function removeItem<K extends Kind>(state: BuilderState, kind: K, id: number): BuilderState {
  if (id in state.new[kind]) {
    return { ...state, new: { ...state.new, [kind]: withoutEntry<EntityOf<K>>(state.new[kind], id) } };
  }
  const deleted = state.deleted[kind].includes(id) ? state.deleted[kind] : [...state.deleted[kind], id];
  return {
    ...state,
    updated: { ...state.updated, [kind]: withoutEntry<EntityOf<K>>(state.updated[kind], id) },
    deleted: { ...state.deleted, [kind]: deleted },
  };
}

/** Adds an item the builder created. */
export function addItem<K extends Kind>(state: BuilderState, kind: K, item: EntityOf<K>): BuilderState {
  const map = withEntry(state.new[kind], item.id, item);
  return { ...state, new: { ...state.new, [kind]: map } };
}

/** Gives siblings the orders 0, 1, 2, ... in the given sequence, touching only those whose order changes. */
export function renumber<K extends "topics" | "pages" | "blockMedia">(
  state: BuilderState,
  kind: K,
  ordered: readonly EntityOf<K>[],
): BuilderState {
  let next = state;
  ordered.forEach((item, order) => {
    if (item.order !== order) next = putItem(next, kind, { ...item, order });
  });
  return next;
}
