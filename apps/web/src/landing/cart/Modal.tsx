import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "../components/Icon";
import { useLandingI18n } from "../i18n";
import own from "./cart.module.css";

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert (focus stays inside),
 * Escape closes it, the title names it, and focus goes back to what opened it.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useLandingI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Escape: the dialog's cancel event; the component decides to close (and unmounts).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog ref={ref} className={`${own.dialog} ${wide ? own.wide : ""}`} aria-labelledby={titleId}>
      <div className={own.dialogHead}>
        <h2 id={titleId} className={own.dialogTitle}>
          {title}
        </h2>
        <button type="button" className={own.close} onClick={() => close.current()} aria-label={t("cart.close")}>
          <Icon name="close" size={20} />
        </button>
      </div>
      {children}
    </dialog>
  );
}
