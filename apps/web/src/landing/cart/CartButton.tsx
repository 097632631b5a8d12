import type { LandingHub } from "@coursewright/course-model";
import { lazy, Suspense, useEffect } from "react";
import { Icon } from "../components/Icon";
import { useLandingI18n } from "../i18n";
import own from "./cart.module.css";
import { useCart } from "./cartStore";
import { CART_PARAM, openCart, useCartDialog } from "./cartUi";

// The dialog and checkout come with the first opening, so that the landing page itself stays small.
const CartDialog = lazy(() => import("./CartDialog"));

/**
 * The header's cart: how many items, and the cart dialog. Shown while the hub sells, or while the cart still
 * holds something (the dialog then says why it cannot be bought).
 */
export function CartButton({ hub }: { hub: LandingHub }) {
  const { t } = useLandingI18n();
  const keys = useCart(hub.id);
  const open = useCartDialog((state) => state.open);

  // Back from logging in at checkout (?cart=open): the cart opens again.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get(CART_PARAM) !== "open") return;
    params.delete(CART_PARAM);
    const query = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    openCart();
  }, []);

  if (!hub.selling.payments_enabled && keys.length === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        className={own.cartButton}
        onClick={openCart}
        aria-haspopup="dialog"
        aria-label={t("cart.button", { count: keys.length })}
      >
        <Icon name="cart" size={20} />
        <span className={own.count} aria-hidden="true">
          {keys.length}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CartDialog hub={hub} />
        </Suspense>
      ) : null}
    </>
  );
}
