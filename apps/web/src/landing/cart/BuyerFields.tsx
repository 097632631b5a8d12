import { useId } from "react";
import { openInApp } from "../handOver";
import { useLandingI18n } from "../i18n";
import own from "./cart.module.css";

export interface Buyer {
  name: string;
  email: string;
}

/**
 * The short registration's fields (name and e-mail) for a visitor without an account, what happens with them, and
 * the way to log in instead. `errors` are the server's sentences per field; `loginRequired` says the address has an
 * account (nothing more), with a log-in link that comes back to `returnTo`.
 */
export function BuyerFields({
  value,
  onChange,
  errors,
  loginRequired,
  returnTo,
}: {
  value: Buyer;
  onChange: (buyer: Buyer) => void;
  errors: Record<string, string[]>;
  loginRequired: boolean;
  returnTo: string;
}) {
  const { t } = useLandingI18n();
  const id = useId();
  const nameError = errors.name?.[0] ?? errors["buyer.name"]?.[0];
  const emailError = loginRequired ? undefined : (errors.email?.[0] ?? errors["buyer.email"]?.[0]);
  const logIn = () => openInApp("/login", { returnTo });
  return (
    <fieldset className={own.buyer}>
      <legend className={own.legend}>{t("cart.buyer.title")}</legend>
      <p className={own.hint}>{t("cart.buyer.explain")}</p>
      <label className={own.label} htmlFor={`${id}-name`}>
        {t("cart.buyer.name")}
      </label>
      <input
        id={`${id}-name`}
        className={own.input}
        name="name"
        autoComplete="name"
        required
        maxLength={255}
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
        aria-invalid={nameError ? true : undefined}
        aria-describedby={nameError ? `${id}-name-error` : undefined}
      />
      {nameError ? (
        <p id={`${id}-name-error`} className={own.fieldError}>
          {nameError}
        </p>
      ) : null}
      <label className={own.label} htmlFor={`${id}-email`}>
        {t("cart.buyer.email")}
      </label>
      <input
        id={`${id}-email`}
        className={own.input}
        name="email"
        type="email"
        autoComplete="email"
        required
        dir="ltr"
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
        aria-invalid={emailError || loginRequired ? true : undefined}
        aria-describedby={emailError ? `${id}-email-error` : loginRequired ? `${id}-login` : undefined}
      />
      {emailError ? (
        <p id={`${id}-email-error`} className={own.fieldError}>
          {emailError}
        </p>
      ) : null}
      {loginRequired ? (
        <div id={`${id}-login`} className={own.loginRequired} role="alert">
          <p>{t("cart.buyer.has_account")}</p>
          <button type="button" className={own.inlineButton} onClick={logIn}>
            {t("cart.buyer.log_in")}
          </button>
        </div>
      ) : (
        <p className={own.hint}>
          {t("cart.buyer.have_account")}{" "}
          <button type="button" className={own.linkButton} onClick={logIn}>
            {t("cart.buyer.log_in")}
          </button>
        </p>
      )}
    </fieldset>
  );
}
