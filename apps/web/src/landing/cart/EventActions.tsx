import type { HubEvent, LandingHub } from "@coursewright/course-model";
import { lazy, Suspense, useState } from "react";
import { create } from "zustand";
import { isLoggedIn, useSession } from "../../session/store";
import { LandingApiError, landingRequest } from "../api";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { AddToCart } from "./AddToCart";
import own from "./cart.module.css";

const RegisterDialog = lazy(() => import("./RegisterDialog"));

type Outcome = { kind: "booked" } | { kind: "waiting"; position: number };

/**
 * What the visitor did, by event id, for the page's life: signing in by the short registration reloads the list
 * (its answers depend on who asks), which must not forget that the place was just booked.
 */
const useOutcomes = create<Record<number, Outcome>>(() => ({}));

/** Where a short registration's answer signs the visitor in: the same as at checkout (sellingApi.ts). */
async function keepSignIn(result: { access_token: string | null }) {
  if (result.access_token) (await import("./sellingApi")).keepSignIn({ account_created: true, ...result });
}

/**
 * What a visitor does with an upcoming event: a free one is booked (signed in at once, else with the short
 * registration); a priced one goes to the cart; a full one has a waiting list.
 */
export function EventActions({ hub, event }: { hub: LandingHub; event: HubEvent }) {
  const { t } = useLandingI18n();
  const signedIn = useSession((session) => isLoggedIn(session));
  const outcome = useOutcomes((outcomes) => outcomes[event.id] ?? null);
  const setOutcome = (done: Outcome) => useOutcomes.setState({ [event.id]: done });
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [asking, setAsking] = useState(false);
  if (new Date(event.starts_at).getTime() <= Date.now()) return null;
  const full = event.capacity !== null && event.booked >= event.capacity;
  const waitlist = full;
  if (event.price > 0 && !waitlist) {
    return <AddToCart hub={hub} item={{ kind: "event", id: event.id }} title={event.title} />;
  }
  if (event.price > 0 && !hub.selling.payments_enabled) return null;
  const path = `/api/course_hubs/landing/${hub.id}/events/${event.id}/${waitlist ? "waitlist" : "book"}`;

  const act = async (buyer: { name: string; email: string } | null) => {
    const answer = await landingRequest<{
      data: { access_token: string | null; position?: number };
    }>("POST", path, buyer ? { buyer } : {});
    await keepSignIn(answer.data);
    setOutcome(waitlist ? { kind: "waiting", position: answer.data.position ?? 1 } : { kind: "booked" });
    setAsking(false);
  };

  const direct = async () => {
    setSending(true);
    setError(null);
    try {
      await act(null);
    } catch (failure) {
      setError(
        failure instanceof LandingApiError && failure.message ? failure.message : t("hub_landing.state.failed_text"),
      );
    } finally {
      setSending(false);
    }
  };

  const label = waitlist ? t("cart.event.waitlist") : t("cart.event.book");
  if (outcome) {
    return (
      <div className={own.result} role="status">
        {outcome.kind === "booked" ? (
          <p>
            {t("cart.event.booked")}{" "}
            <a className={css.textLink} href="/events/get_bookings">
              {t("cart.success.bookings")}
            </a>
          </p>
        ) : (
          <p>{t("cart.event.waiting", { position: outcome.position })}</p>
        )}
      </div>
    );
  }
  return (
    <div className={own.result}>
      {waitlist ? <p className={own.hint}>{t("cart.event.full")}</p> : null}
      {error ? (
        <p className={css.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className={css.button}
          onClick={() => (signedIn ? void direct() : setAsking(true))}
          aria-disabled={sending}
          disabled={sending}
          aria-label={`${label}: ${event.title}`}
        >
          {sending ? t("cart.sending") : label}
        </button>
      </div>
      {asking ? (
        <Suspense fallback={null}>
          <RegisterDialog
            title={label}
            intro={t(waitlist ? "cart.event.waitlist_intro" : "cart.event.book_intro", { title: event.title })}
            submitLabel={label}
            returnTo={`${window.location.pathname}${window.location.search}`}
            act={act}
            onClose={() => setAsking(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
