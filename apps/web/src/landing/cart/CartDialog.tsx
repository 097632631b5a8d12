import type { CartItemProblem, CheckedCart, CheckedCartItem, LandingHub } from "@coursewright/course-model";
import { type FormEvent, useEffect, useState } from "react";
import { isLoggedIn, useSession } from "../../session/store";
import { LandingApiError } from "../api";
import { Icon } from "../components/Icon";
import { priceText } from "../format";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { type Buyer, BuyerFields } from "./BuyerFields";
import own from "./cart.module.css";
import { removeFromCart, useCart } from "./cartStore";
import { CART_PARAM, closeCart } from "./cartUi";
import { Modal } from "./Modal";
import { checkCart, keepSignIn, startCheckout } from "./sellingApi";

/** sessionStorage: the address a short registration at checkout used and its order, for the success page's note. */
export const NEW_ACCOUNT_KEY = "coursewright_checkout_new_account";

interface Removed {
  key: string;
  title: string;
  problem: CartItemProblem;
}

type Check = { status: "loading" } | { status: "ready"; cart: CheckedCart } | { status: "error"; message: string };

/**
 * The hub's cart (spec 2 "shopping cart dialog"): its items at the server's prices now, the total, and checkout.
 * Items that can no longer be bought leave the cart, and the dialog says which and why. A visitor without an
 * account gives a name and an e-mail address (the short registration); then the browser goes to pay.
 */
export default function CartDialog({ hub }: { hub: LandingHub }) {
  const { t, info } = useLandingI18n();
  const keys = useCart(hub.id);
  const signedIn = useSession((session) => isLoggedIn(session));
  const [check, setCheck] = useState<Check>({ status: "loading" });
  const [removed, setRemoved] = useState<Removed[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [buyer, setBuyer] = useState<Buyer>({ name: "", email: "" });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; id: string | null; fields: Record<string, string[]> }>();
  const price = (minor: number) => priceText(minor, hub.currency, info.bcp47, t);

  // What the server knows of the cart: again whenever an item the last answer did not cover is in it.
  const known = check.status === "ready" ? check.cart.items.map((item) => item.key) : [];
  const uncovered = keys.some((key) => !known.includes(key));
  const signature = keys.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked for new keys, a retry or a new sign-in.
  useEffect(() => {
    if (keys.length === 0 || (!uncovered && attempt === 0 && check.status === "ready")) return;
    let current = true;
    setCheck((before) => (before.status === "ready" ? before : { status: "loading" }));
    checkCart(hub.id, keys).then(
      (cart) => {
        if (!current) return;
        const refused = cart.items.filter((item) => item.problem !== null);
        if (refused.length > 0) {
          setRemoved((before) => [
            ...before.filter((entry) => !refused.some((item) => item.key === entry.key)),
            ...refused.map((item) => ({
              key: item.key,
              title: item.title || t("cart.unknown_item"),
              problem: item.problem as CartItemProblem,
            })),
          ]);
          removeFromCart(
            hub.id,
            refused.map((item) => item.key),
          );
        }
        setCheck({ status: "ready", cart });
      },
      (error: unknown) => {
        if (!current) return;
        const message = error instanceof LandingApiError && error.message ? error.message : t("cart.check_failed");
        setCheck({ status: "error", message });
      },
    );
    return () => {
      current = false;
    };
  }, [signature, attempt, signedIn, hub.id]);

  const items: CheckedCartItem[] =
    check.status === "ready" ? check.cart.items.filter((item) => item.problem === null && keys.includes(item.key)) : [];
  const total = items.reduce((sum, item) => sum + item.price, 0);
  const here = window.location.pathname;

  const checkout = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || items.length === 0) return;
    setSending(true);
    setFailure(undefined);
    try {
      const started = await startCheckout(
        hub.id,
        items.map((item) => item.key),
        signedIn ? null : { name: buyer.name.trim(), email: buyer.email.trim() },
        here,
      );
      keepSignIn(started);
      try {
        if (started.account_created) {
          const note = { email: buyer.email.trim(), order_id: started.order_id };
          window.sessionStorage.setItem(NEW_ACCOUNT_KEY, JSON.stringify(note));
        }
      } catch {
        // Without storage the success page only misses its note about the new account.
      }
      window.location.assign(started.checkout_url);
    } catch (error) {
      setSending(false);
      if (error instanceof LandingApiError && error.id === "cart_refused") {
        // Something changed since the check: check again, which takes the refused items out and says why.
        setAttempt((n) => n + 1);
        return;
      }
      setFailure(
        error instanceof LandingApiError
          ? { message: error.message || t("cart.checkout.failed"), id: error.id, fields: error.fields }
          : { message: t("cart.checkout.failed"), id: null, fields: {} },
      );
    }
  };

  const loginRequired = failure?.id === "login_required";
  const fieldFailure = failure && (loginRequired || Object.keys(failure.fields).some((f) => /name|email/.test(f)));

  return (
    <Modal title={t("cart.title")} onClose={closeCart} wide>
      <div className={own.dialogBody}>
        {hub.selling.provider_mode === "test" || (check.status === "ready" && check.cart.provider_mode === "test") ? (
          <p className={own.testMode}>{t("cart.test_mode")}</p>
        ) : null}
        {removed.length > 0 ? (
          <div className={own.removed} role="status">
            <p className={own.removedTitle}>{t("cart.removed_title")}</p>
            <ul>
              {removed.map((entry) => (
                <li key={entry.key}>{t(`cart.problem.${entry.problem}`, { title: entry.title })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {keys.length === 0 ? (
          <div className={own.empty}>
            <p>{t("cart.empty")}</p>
            <button type="button" className={css.buttonSecondary} onClick={closeCart}>
              {t("cart.keep_browsing")}
            </button>
          </div>
        ) : check.status === "error" ? (
          <div className={css.error} role="alert">
            <p>{check.message}</p>
            <button type="button" className={css.buttonSecondary} onClick={() => setAttempt((n) => n + 1)}>
              {t("hub_landing.state.retry")}
            </button>
          </div>
        ) : check.status === "loading" || uncovered ? (
          <p className={own.loading} role="status">
            <span className={css.spinner} aria-hidden="true" />
            {t("cart.checking")}
          </p>
        ) : (
          <form onSubmit={(event) => void checkout(event)} noValidate>
            <ul className={own.items} aria-label={t("cart.items_label")}>
              {items.map((item) => (
                <li key={item.key} className={own.item}>
                  {item.image_url ? (
                    <img className={own.thumb} src={item.image_url} alt="" width={64} height={36} />
                  ) : (
                    <span className={`${own.thumb} ${own.thumbIcon}`} aria-hidden="true">
                      <Icon name={item.kind === "event" ? "calendar" : "book"} size={18} />
                    </span>
                  )}
                  <div className={own.itemText}>
                    <span className={own.itemTitle} dir="auto">
                      {item.title}
                    </span>
                    <span className={own.kind}>{t(`cart.kind.${item.kind}`)}</span>
                  </div>
                  <span className={own.itemPrice}>{price(item.price)}</span>
                  <button
                    type="button"
                    className={own.remove}
                    onClick={() => removeFromCart(hub.id, [item.key])}
                    aria-label={t("cart.remove", { title: item.title })}
                  >
                    {t("cart.remove_short")}
                  </button>
                </li>
              ))}
            </ul>
            <p className={own.total}>
              <span>{t("cart.total")}</span>
              <span data-testid="cart-total">{price(total)}</span>
            </p>
            {signedIn ? null : (
              <BuyerFields
                value={buyer}
                onChange={setBuyer}
                errors={failure?.fields ?? {}}
                loginRequired={loginRequired}
                returnTo={`${here}?${CART_PARAM}=open`}
              />
            )}
            {failure && !fieldFailure ? (
              <p className={css.error} role="alert">
                {failure.message}
              </p>
            ) : null}
            <button type="submit" className={`${css.button} ${own.pay}`} aria-disabled={sending} disabled={sending}>
              {sending ? t("cart.checkout.sending") : t("cart.checkout.pay", { total: price(total) })}
            </button>
            <p className={own.hint}>{t("cart.checkout.where")}</p>
          </form>
        )}
      </div>
    </Modal>
  );
}
