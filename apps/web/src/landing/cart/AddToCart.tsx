import type { CartItemRef, LandingHub } from "@coursewright/course-model";
import { cartKey } from "@coursewright/course-model";
import { useState } from "react";
import { Icon } from "../components/Icon";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import own from "./cart.module.css";
import { addToCart, useCart } from "./cartStore";
import { openCart } from "./cartUi";

/**
 * "Add to cart" for a priced course, bundle or event, while the hub's creator can take payments; once in the cart,
 * a way to see the cart. `title` names the item for screen readers where several are on one page.
 */
export function AddToCart({
  hub,
  item,
  title,
  compact = false,
}: {
  hub: LandingHub;
  item: CartItemRef;
  title: string;
  /** On a card: one small button, above the card's own link. */
  compact?: boolean;
}) {
  const { t } = useLandingI18n();
  const keys = useCart(hub.id);
  const [added, setAdded] = useState(false);
  if (!hub.selling.payments_enabled) return null;
  const inCart = keys.includes(cartKey(item));
  if (compact) {
    return inCart ? (
      <button
        type="button"
        className={`${css.buttonSecondary} ${own.cardButton}`}
        onClick={openCart}
        aria-label={t("cart.in_cart_named", { title })}
      >
        <Icon name="check" size={16} />
        {t("cart.in_cart")}
      </button>
    ) : (
      <button
        type="button"
        className={`${css.button} ${own.cardButton}`}
        onClick={() => addToCart(hub.id, item)}
        aria-label={t("cart.add_named", { title })}
      >
        <Icon name="cart" size={16} />
        {t("cart.add")}
      </button>
    );
  }
  return (
    <div className={own.addToCart}>
      {inCart ? (
        <>
          <span className={own.inCart} role={added ? "status" : undefined}>
            <Icon name="check" size={18} />
            {added ? t("cart.added") : t("cart.in_cart")}
          </span>
          <button type="button" className={css.buttonSecondary} onClick={openCart}>
            {t("cart.view")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={css.button}
          onClick={() => {
            addToCart(hub.id, item);
            setAdded(true);
          }}
          aria-label={t("cart.add_named", { title })}
        >
          <Icon name="cart" size={18} />
          {t("cart.add")}
        </button>
      )}
    </div>
  );
}

/** A card's "Add to cart": only for something priced, while the hub sells. */
export function cardCartAction(hub: LandingHub, item: CartItemRef & { price: number; title: string }) {
  if (item.price <= 0 || !hub.selling.payments_enabled) return undefined;
  return <AddToCart hub={hub} item={{ kind: item.kind, id: item.id }} title={item.title} compact />;
}
