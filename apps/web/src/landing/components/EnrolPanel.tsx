import type { HubEnrolment, LandingCourse, LandingHub } from "@coursewright/course-model";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { isLoggedIn, useSession } from "../../session/store";
import { LandingApiError, landingRequest } from "../api";
import { AddToCart } from "../cart/AddToCart";
import type { Buyer } from "../cart/BuyerFields";
import { priceText } from "../format";
import { openInApp } from "../handOver";
import { markEnrolled } from "../hubStore";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { playPath } from "../paths";
import own from "./EnrolPanel.module.css";

const RegisterDialog = lazy(() => import("../cart/RegisterDialog"));

/** The query a course page's address carries on the way back from logging in to enrol. */
export const ENROL_PARAM = "enrol";

const enrolPath = (hubId: number, courseId: number) => `/api/course_hubs/landing/${hubId}/courses/${courseId}/enrol`;

/**
 * A course's price and what the visitor can do: start it when they hold it; enrol when it is free (a visitor who
 * is not signed in gives a name and an e-mail address (the short registration: an account mailed a link to set
 * its password) or logs in, and comes back here to be enrolled); a priced course goes to the cart.
 */
export function EnrolPanel({ hub, course }: { hub: LandingHub; course: LandingCourse }) {
  const { t, info } = useLandingI18n();
  const signedIn = useSession((session) => isLoggedIn(session));
  const [state, setState] = useState<"idle" | "enrolling" | "enrolled" | "failed">("idle");
  const [error, setError] = useState<string | null>(null);
  const [registering, setRegistering] = useState(false);
  const startLink = useRef<HTMLAnchorElement>(null);
  const free = course.price === 0;

  const enrolNow = async () => {
    const answer = await landingRequest<{ data: HubEnrolment }>("POST", enrolPath(hub.id, course.id));
    markEnrolled(course.id, answer.data.share_id);
    setState("enrolled");
  };

  // A visitor without an account: the short registration signs them in, then the enrolment as usual.
  const registerAndEnrol = async (buyer: Buyer) => {
    const { shortRegister, keepSignIn } = await import("../cart/sellingApi");
    keepSignIn(await shortRegister(buyer));
    setRegistering(false);
    await enrol();
  };

  const enrol = async () => {
    setState("enrolling");
    setError(null);
    try {
      await enrolNow();
    } catch (failure) {
      setState("failed");
      setError(
        failure instanceof LandingApiError && failure.message ? failure.message : t("hub_landing.state.failed_text"),
      );
    }
  };

  // Back from logging in or registering to enrol: enrol now (the server answers the same share if already done).
  const asked = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (asked.current || !params.has(ENROL_PARAM) || !signedIn) return;
    asked.current = true;
    params.delete(ENROL_PARAM);
    const query = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
    if (free && !course.enrolled) void enrol();
  });

  useEffect(() => {
    if (state === "enrolled") startLink.current?.focus();
  }, [state]);

  const returnTo = `${window.location.pathname}?${ENROL_PARAM}=1`;
  return (
    <div className={own.panel}>
      <p className={own.price}>{priceText(course.price, hub.currency, info.bcp47, t)}</p>
      {course.enrolled && course.share_id ? (
        <>
          <p role="status" className={own.status}>
            {state === "enrolled" ? t("hub_landing.enrol.done") : t("hub_landing.enrol.holding")}
          </p>
          <a ref={startLink} className={css.button} href={playPath(course.share_id)}>
            {t("hub_landing.enrol.start")}
          </a>
        </>
      ) : course.enrolled ? (
        <p className={own.status}>{t("hub_landing.enrol.owner")}</p>
      ) : free ? (
        <>
          {error ? (
            <p className={css.error} role="alert">
              {error}
            </p>
          ) : null}
          {signedIn ? (
            <button
              type="button"
              className={css.button}
              onClick={() => void enrol()}
              aria-disabled={state === "enrolling"}
              disabled={state === "enrolling"}
            >
              {state === "enrolling" ? t("hub_landing.enrol.enrolling") : t("hub_landing.enrol.enrol")}
            </button>
          ) : (
            <>
              <button type="button" className={css.button} onClick={() => setRegistering(true)}>
                {t("hub_landing.enrol.enrol")}
              </button>
              <p className={own.hint}>
                {t("cart.buyer.have_account")}{" "}
                <button type="button" className={own.linkButton} onClick={() => openInApp("/login", { returnTo })}>
                  {t("cart.buyer.log_in")}
                </button>
              </p>
              {registering ? (
                <Suspense fallback={null}>
                  <RegisterDialog
                    title={t("hub_landing.enrol.enrol")}
                    intro={t("cart.enrol_intro", { title: course.title })}
                    submitLabel={t("hub_landing.enrol.enrol")}
                    returnTo={returnTo}
                    act={registerAndEnrol}
                    onClose={() => setRegistering(false)}
                  />
                </Suspense>
              ) : null}
            </>
          )}
        </>
      ) : (
        <PricedActions hub={hub} course={course} />
      )}
    </div>
  );
}

/** A priced course: into the cart while the hub sells, else a word that it cannot be bought now. */
function PricedActions({ hub, course }: { hub: LandingHub; course: LandingCourse }) {
  const { t } = useLandingI18n();
  if (!hub.selling.payments_enabled) return <div className={own.soon}>{t("cart.not_on_sale")}</div>;
  return <AddToCart hub={hub} item={{ kind: "course", id: course.id }} title={course.title} />;
}
