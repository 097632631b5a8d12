/**
 * The cart's item keys without zod: the hub landing pages keep the cart (shopping_cart_hub_{hubId}) and load apart
 * from the schemas (docs/decisions/015-hub-landing-entry.md), as hub/landingConstants.ts does for the hub.
 */

export const CART_ITEM_KINDS = ["course", "bundle", "event"] as const;
export type CartItemKind = (typeof CART_ITEM_KINDS)[number];

/** Most items one cart holds. */
export const CART_MAX_ITEMS = 50;

/** An item key as the storage list keeps it: "course:12", "bundle:3", "event:5". */
export const CART_KEY_PATTERN = /^(course|bundle|event):([1-9]\d{0,9})$/;

export interface CartItemRef {
  kind: CartItemKind;
  id: number;
}

export const cartKey = (item: CartItemRef): string => `${item.kind}:${item.id}`;

/** The item a key names, or null for anything else (a stale or hand-edited storage entry is dropped). */
export function parseCartKey(key: unknown): CartItemRef | null {
  if (typeof key !== "string") return null;
  const match = CART_KEY_PATTERN.exec(key);
  if (!match) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { kind: match[1] as CartItemKind, id } : null;
}
