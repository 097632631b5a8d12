import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";

/** While the hub or a page's data loads. */
export function Loading() {
  const { t } = useLandingI18n();
  return (
    <div className={css.centered} role="status">
      <div>
        <span className={css.spinner} aria-hidden="true" />
        <span className={css.visuallyHidden}>{t("hub_landing.state.loading")}</span>
      </div>
    </div>
  );
}

/** An unknown hub or page, or a draft seen by anyone but its creator. */
export function NotFound({ home }: { home?: string }) {
  const { t } = useLandingI18n();
  return (
    <div className={css.centered}>
      <div>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {t("hub_landing.not_found.title")}
        </h1>
        <p className={css.lead}>{t("hub_landing.not_found.text")}</p>
        {home ? (
          <a className={css.button} href={home}>
            {t("hub_landing.not_found.to_hub")}
          </a>
        ) : (
          <a className={css.button} href="/">
            {t("hub_landing.not_found.to_site")}
          </a>
        )}
      </div>
    </div>
  );
}

/** A request that failed (the server or the network), with a way to try again. */
export function LoadFailed({ retry, message }: { retry: () => void; message?: string }) {
  const { t } = useLandingI18n();
  return (
    <div className={css.centered}>
      <div role="alert">
        <p className={css.pageTitle}>{t("hub_landing.state.failed")}</p>
        <p className={css.lead}>{message || t("hub_landing.state.failed_text")}</p>
        <button type="button" className={css.button} onClick={retry}>
          {t("hub_landing.state.retry")}
        </button>
      </div>
    </div>
  );
}
