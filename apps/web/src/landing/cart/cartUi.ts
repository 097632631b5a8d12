import { create } from "zustand";

/** Whether the cart dialog is open; the header's cart button draws it (CartButton.tsx). */
export const useCartDialog = create<{ open: boolean }>(() => ({ open: false }));

export const openCart = () => useCartDialog.setState({ open: true });
export const closeCart = () => useCartDialog.setState({ open: false });

/** A landing page's address with `?cart=open` comes back from logging in to check out: the cart opens again. */
export const CART_PARAM = "cart";
