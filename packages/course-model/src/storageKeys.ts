/** Browser storage keys exactly as spec 9 names them. */
export const STORAGE_KEYS = {
  currentUser: "current_user",
  permissions: "permissions",
  accessToken: "accessToken",
  expiresIn: "expiresIn",
  medialibraryDisplayType: "medialibraryDisplayType",
  lang: "lang",
  shoppingCart: (hubId: number | string) => `shopping_cart_hub_${hubId}`,
} as const;
