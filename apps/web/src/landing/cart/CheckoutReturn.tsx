import type { LandingHub, Order } from "@coursewright/course-model";
import { useEffect, useRef, useState } from "react";
import { isLoggedIn, useSession } from "../../session/store";
import { LandingApiError } from "../api";
import { Icon } from "../components/Icon";
import { priceText } from "../format";
import { openInApp } from "../handOver";
import { refreshHub } from "../hubStore";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { playPath } from "../paths";
import { navigateLanding } from "../router";
import { NEW_ACCOUNT_KEY } from "./CartDialog";
import own from "./cart.module.css";
import { removeFromCart } from "./cartStore";
import { openCart } from "./cartUi";
import { fetchOrder } from "./sellingApi";

/** An order that is settled: paid and given (fulfilled), or paid and still being given. */
const SETTLED = ["paid", "fulfilled", "partially_refunded"];
const GAVE_UP = ["failed", "expired"];
/** How often, and how many times, a pending order is asked again (the provider's word may come a moment later). */
const POLL_MS = 2000;
const POLLS = 15;

type State =
  | { status: "loading" }
  | { status: "ready"; order: Order }
  | { status: "signed_out" }
  | { status: "error"; message: string };

/** The page's address without the checkout's query: where "Continue" goes. */
const plainAddress = () => window.location.pathname;

/** The address of the account this order's checkout made, if it made one (kept by CartDialog). */
function newAccountEmail(orderId: number): string | null {
  try {
    const note: unknown = JSON.parse(window.sessionStorage.getItem(NEW_ACCOUNT_KEY) ?? "null");
    if (note && typeof note === "object" && "email" in note && "order_id" in note && note.order_id === orderId) {
      return typeof note.email === "string" ? note.email : null;
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Back from paying (?checkout=success&order_id=): what was bought, where it plays, the receipt; the bought items
 * leave the cart. A payment the provider has not confirmed yet is asked again for a little while.
 */
export default function CheckoutReturn({ hub, orderId }: { hub: LandingHub; orderId: number }) {
  const { t, info } = useLandingI18n();
  const signedIn = useSession((session) => isLoggedIn(session));
  const [state, setState] = useState<State>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const price = (minor: number) => priceText(minor, hub.currency, info.bcp47, t);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again (the retry buttons).
  useEffect(() => {
    if (!signedIn) {
      setState({ status: "signed_out" });
      return;
    }
    let current = true;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      fetchOrder(orderId).then(
        (order) => {
          if (!current) return;
          setState({ status: "ready", order });
          if (order.status === "pending" && polls < POLLS) {
            polls += 1;
            timer = setTimeout(load, POLL_MS);
          }
          if (SETTLED.includes(order.status)) {
            removeFromCart(
              hub.id,
              order.lines.map((line) => `${line.kind}:${line.item_id}`),
            );
            void refreshHub(hub.id);
          }
        },
        (error: unknown) => {
          if (!current) return;
          if (error instanceof LandingApiError && (error.status === 401 || error.status === 403)) {
            setState({ status: "signed_out" });
            return;
          }
          const message = error instanceof LandingApiError && error.message ? error.message : "";
          setState({ status: "error", message: message || t("hub_landing.state.failed_text") });
        },
      );
    };
    load();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [orderId, signedIn, attempt, hub.id, t]);

  const settled = state.status === "ready" && SETTLED.includes(state.order.status);
  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  if (state.status === "loading") {
    return (
      <div className={css.centered} role="status">
        <div>
          <span className={css.spinner} aria-hidden="true" />
          <span className={css.visuallyHidden}>{t("cart.success.loading")}</span>
        </div>
      </div>
    );
  }
  if (state.status === "signed_out") {
    return (
      <div className={`${css.container} ${own.success}`}>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {t("cart.success.title")}
        </h1>
        <p className={css.lead}>{t("cart.success.signed_out")}</p>
        <div className={own.links}>
          <button
            type="button"
            className={css.button}
            onClick={() => openInApp("/login", { returnTo: `${window.location.pathname}${window.location.search}` })}
          >
            {t("hub_landing.account.log_in")}
          </button>
          <ContinueLink />
        </div>
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <div className={`${css.container} ${own.success}`}>
        <div className={css.error} role="alert">
          <p>{state.message}</p>
          <button type="button" className={css.buttonSecondary} onClick={() => setAttempt((n) => n + 1)}>
            {t("hub_landing.state.retry")}
          </button>
        </div>
      </div>
    );
  }

  const { order } = state;
  if (!settled) {
    const failed = GAVE_UP.includes(order.status);
    return (
      <div className={`${css.container} ${own.success}`}>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {failed ? t("cart.success.failed_title") : t("cart.success.pending_title")}
        </h1>
        <p className={css.lead} role="status">
          {failed ? t("cart.success.failed_text") : t("cart.success.pending_text")}
        </p>
        <div className={own.links}>
          {failed ? (
            <button type="button" className={css.button} onClick={openCart}>
              {t("cart.open_cart")}
            </button>
          ) : (
            <button type="button" className={css.buttonSecondary} onClick={() => setAttempt((n) => n + 1)}>
              {t("cart.success.check_again")}
            </button>
          )}
          <ContinueLink />
        </div>
      </div>
    );
  }

  const shareOf = (courseId: number) => order.shares.find((share) => share.course_id === courseId)?.share_id;
  const courseTitle = (courseId: number) => hub.courses.find((course) => course.id === courseId)?.title ?? "";
  const created = newAccountEmail(order.id);
  return (
    <div className={`${css.container} ${own.success}`} data-testid="checkout-success">
      <span className={own.successMark} aria-hidden="true">
        <Icon name="check" size={30} />
      </span>
      {hub.selling.provider_mode === "test" ? <p className={own.testMode}>{t("cart.test_mode")}</p> : null}
      <h1 ref={heading} className={css.pageTitle} tabIndex={-1}>
        {t("cart.success.title")}
      </h1>
      <p className={css.lead}>{t("cart.success.paid", { id: order.id, total: price(order.total) })}</p>
      <ul className={own.lines} aria-label={t("cart.success.bought")}>
        {order.lines.map((line) => (
          <li key={line.id} className={own.line}>
            <div className={own.lineHead}>
              <span dir="auto">
                {line.title} <span className={own.kind}>· {t(`cart.kind.${line.kind}`)}</span>
              </span>
              <span>{price(line.price)}</span>
            </div>
            {line.kind === "event" ? (
              <p>
                {t("cart.success.event_booked")}{" "}
                <a className={css.textLink} href="/events/get_bookings">
                  {t("cart.success.bookings")}
                </a>
              </p>
            ) : (
              <ul className={own.plays}>
                {line.course_ids.map((courseId) => {
                  const share = shareOf(courseId);
                  const title = courseTitle(courseId);
                  return (
                    <li key={courseId}>
                      <span dir="auto">{line.kind === "bundle" ? title : t("cart.success.ready")}</span>
                      {share ? (
                        <a
                          className={css.buttonSecondary}
                          href={playPath(share)}
                          aria-label={t("cart.success.play_named", { title: title || line.title })}
                        >
                          {t("cart.success.play")}
                        </a>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p>{t("cart.success.receipt", { email: order.buyer.email })}</p>
      {created ? <p className={css.notice}>{t("cart.success.new_account", { email: created })}</p> : null}
      <div className={own.links}>
        <a className={css.button} href="/upcomingCourses">
          {t("hub_landing.account.my_courses")}
        </a>
        <ContinueLink />
      </div>
    </div>
  );
}

function ContinueLink() {
  const { t } = useLandingI18n();
  return (
    <button type="button" className={css.buttonSecondary} onClick={() => navigateLanding(plainAddress())}>
      {t("cart.success.continue")}
    </button>
  );
}

/** Back from giving up on paying (?checkout=cancelled): nothing was charged and the cart is still there. */
export function CheckoutCancelled({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useLandingI18n();
  return (
    <div className={css.container}>
      <div className={own.banner} role="status">
        <p>{t("cart.cancelled")}</p>
        <button type="button" className={css.button} onClick={openCart}>
          {t("cart.open_cart")}
        </button>
        <button type="button" className={css.buttonSecondary} onClick={onDismiss}>
          {t("cart.dismiss")}
        </button>
      </div>
    </div>
  );
}
