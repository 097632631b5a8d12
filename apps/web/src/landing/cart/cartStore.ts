import { CART_MAX_ITEMS, type CartItemRef, cartKey, parseCartKey, STORAGE_KEYS } from "@coursewright/course-model";
import { useSyncExternalStore } from "react";

/**
 * The hub's cart in the browser (spec 9 `shopping_cart_hub_{hubId}`: a JSON list of item keys such as "course:12").
 * Only keys: what they cost and whether they are still sold comes from the server (POST .../cart/check). The list
 * survives reloads and is shared by the hub's tabs (the storage event).
 */

/** Where the cart is kept: window.localStorage, or a fake in tests. */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored keys: anything unreadable, unknown or repeated is left out, and at most CART_MAX_ITEMS kept. */
export function readCart(storage: CartStorage, hubId: number): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(STORAGE_KEYS.shoppingCart(hubId)) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const keys: string[] = [];
  for (const entry of parsed) {
    const item = parseCartKey(entry);
    if (!item) continue;
    const key = cartKey(item);
    if (!keys.includes(key)) keys.push(key);
  }
  return keys.slice(0, CART_MAX_ITEMS);
}

export function writeCart(storage: CartStorage, hubId: number, keys: readonly string[]): void {
  const name = STORAGE_KEYS.shoppingCart(hubId);
  if (keys.length === 0) storage.removeItem(name);
  else storage.setItem(name, JSON.stringify(keys));
}

/** The cart with one more item (once; a full cart stays as it is). */
export function withItem(keys: readonly string[], item: CartItemRef): string[] {
  const key = cartKey(item);
  if (keys.includes(key) || keys.length >= CART_MAX_ITEMS) return [...keys];
  return [...keys, key];
}

export function withoutItems(keys: readonly string[], removed: readonly string[]): string[] {
  return keys.filter((key) => !removed.includes(key));
}

// The live cart of the page, for the components.

const listeners = new Set<() => void>();
const snapshots = new Map<number, string[]>();

function browserStorage(): CartStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Storage denied (private modes): the cart lives as long as the page. */
const memory = new Map<string, string>();
const memoryStorage: CartStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

let storageFailed = false;
const storage = (): CartStorage => (storageFailed ? memoryStorage : (browserStorage() ?? memoryStorage));

function notify(): void {
  snapshots.clear();
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key.startsWith("shopping_cart_hub_")) notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The hub's cart now (the same array until it changes, as useSyncExternalStore wants). */
export function cartOf(hubId: number): string[] {
  let keys = snapshots.get(hubId);
  if (!keys) {
    keys = readCart(storage(), hubId);
    snapshots.set(hubId, keys);
  }
  return keys;
}

export function useCart(hubId: number): string[] {
  return useSyncExternalStore(
    subscribe,
    () => cartOf(hubId),
    () => cartOf(hubId),
  );
}

function update(hubId: number, change: (keys: string[]) => string[]): void {
  const next = change(cartOf(hubId));
  try {
    writeCart(storage(), hubId, next);
  } catch {
    // Storage full or denied mid-way: the page keeps the cart in memory from now on.
    storageFailed = true;
    writeCart(memoryStorage, hubId, next);
  }
  notify();
}

export const addToCart = (hubId: number, item: CartItemRef) => update(hubId, (keys) => withItem(keys, item));
export const removeFromCart = (hubId: number, removed: readonly string[]) =>
  update(hubId, (keys) => withoutItems(keys, removed));
export const clearCart = (hubId: number) => update(hubId, () => []);
