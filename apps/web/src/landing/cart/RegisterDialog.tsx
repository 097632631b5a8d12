import { type FormEvent, useState } from "react";
import { LandingApiError } from "../api";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { type Buyer, BuyerFields } from "./BuyerFields";
import own from "./cart.module.css";
import { Modal } from "./Modal";

/**
 * The short registration in a dialog, for what a visitor without an account does at once (book a free event, join
 * a waiting list, enrol in a free course): a name and an e-mail address, then `act` with them. An address that has
 * an account is asked to log in and comes back to `returnTo`.
 */
export default function RegisterDialog({
  title,
  intro,
  submitLabel,
  returnTo,
  act,
  onClose,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  returnTo: string;
  /** Does the thing with the buyer; its refusal (a LandingApiError) is shown here. */
  act: (buyer: Buyer) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLandingI18n();
  const [buyer, setBuyer] = useState<Buyer>({ name: "", email: "" });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<LandingApiError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setFailure(null);
    try {
      await act({ name: buyer.name.trim(), email: buyer.email.trim() });
    } catch (error) {
      setSending(false);
      setFailure(error instanceof LandingApiError ? error : new LandingApiError(0, ""));
    }
  };

  const loginRequired = failure?.id === "login_required";
  const onFields = failure ? Object.keys(failure.fields).some((field) => /(^|\.)(name|email)$/.test(field)) : false;
  return (
    <Modal title={title} onClose={onClose}>
      <form className={own.dialogBody} onSubmit={(event) => void submit(event)} noValidate>
        <p dir="auto">{intro}</p>
        <BuyerFields
          value={buyer}
          onChange={setBuyer}
          errors={failure?.fields ?? {}}
          loginRequired={loginRequired}
          returnTo={returnTo}
        />
        {failure && !loginRequired && !onFields ? (
          <p className={css.error} role="alert">
            {failure.message || t("hub_landing.state.failed_text")}
          </p>
        ) : null}
        <button type="submit" className={`${css.button} ${own.pay}`} aria-disabled={sending} disabled={sending}>
          {sending ? t("cart.sending") : submitLabel}
        </button>
      </form>
    </Modal>
  );
}
