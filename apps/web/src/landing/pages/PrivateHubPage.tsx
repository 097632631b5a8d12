import type { AccessRequestStatus, LandingHub } from "@coursewright/course-model";
import { useState } from "react";
import { LandingApiError, landingRequest } from "../api";
import { Icon } from "../components/Icon";
import { openInApp } from "../handOver";
import { useHub } from "../hubStore";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import own from "./PrivateHubPage.module.css";

/**
 * A private hub to anyone it is not shared with: its name, and the way in. An anonymous visitor logs in (and
 * comes back here); a signed-in one asks the creator for access, and then sees the request pending.
 */
export function PrivateHubPage({ hub }: { hub: LandingHub }) {
  const { t } = useLandingI18n();
  const [message, setMessage] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    setSending(true);
    setError(null);
    try {
      const answer = await landingRequest<{ data: { status: AccessRequestStatus } }>(
        "POST",
        `/api/course_hubs/landing/${hub.id}/access_requests`,
        { message },
      );
      const access = answer.data.status === "accepted" ? "granted" : answer.data.status;
      useHub.setState({ hub: { ...hub, access } });
    } catch (failure) {
      setError(
        failure instanceof LandingApiError && failure.message ? failure.message : t("hub_landing.state.failed_text"),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={`${css.container} ${own.page}`}>
      <div className={own.panel}>
        <span className={own.icon} aria-hidden="true">
          <Icon name="lock" size={28} />
        </span>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {hub.name}
        </h1>
        <p className={css.lead}>{t("hub_landing.private.text")}</p>
        {hub.access === "login_required" ? (
          <>
            <p>{t("hub_landing.private.log_in_first")}</p>
            <button
              type="button"
              className={css.button}
              onClick={() => openInApp("/login", { returnTo: `${window.location.pathname}${window.location.search}` })}
            >
              {t("hub_landing.account.log_in")}
            </button>
          </>
        ) : null}
        {hub.access === "request" ? (
          <form
            className={own.form}
            onSubmit={(event) => {
              event.preventDefault();
              void ask();
            }}
          >
            <label htmlFor="access-message">{t("hub_landing.private.message_label")}</label>
            <textarea
              id="access-message"
              className={own.textarea}
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            {error ? (
              <p className={css.error} role="alert">
                {error}
              </p>
            ) : null}
            <button type="submit" className={css.button} disabled={sending}>
              {sending ? t("hub_landing.private.asking") : t("hub_landing.private.ask")}
            </button>
          </form>
        ) : null}
        {hub.access === "pending" ? (
          <p className={css.notice} role="status">
            {t("hub_landing.private.pending")}
          </p>
        ) : null}
        {hub.access === "refused" ? (
          <p className={css.notice} role="status">
            {t("hub_landing.private.refused")}
          </p>
        ) : null}
      </div>
    </div>
  );
}
