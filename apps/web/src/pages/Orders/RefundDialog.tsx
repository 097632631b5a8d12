import { currencyPrefix, formatPriceFor, type Order, priceStepMinor } from "@coursewright/course-model";
import { Button, Checkbox, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowBackUp } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../forms/FormAlert";
import { showServerError } from "../../forms/serverErrors";
import { languageInfo, useLanguage } from "../../i18n/language";
import { useRefund } from "../../selling/queries";
import { readRefundAmount, refundAmountText, refundable } from "../../selling/refundAmount";
import { notifySuccess } from "../../shell/notify";

const FIELDS = ["amount", "revoke_access"];

export interface RefundDialogProps {
  order: Order;
  opened: boolean;
  onClose(): void;
}

/**
 * Refunds an order in full or in part, in the order's currency (sent in minor units), choosing whether access is
 * taken back; a second step says what will happen before anything is done. The server's refusals show at the
 * field they name.
 */
export function RefundDialog({ order, opened, onClose }: RefundDialogProps) {
  const { t } = useTranslation();
  const locale = languageInfo(useLanguage((s) => s.code)).bcp47;
  const left = refundable(order);
  const [mode, setMode] = useState<"full" | "partial">("full");
  const [text, setText] = useState(() => refundAmountText(left, order.currency));
  const [revoke, setRevoke] = useState(false);
  const [step, setStep] = useState<"form" | "confirm">("form");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const refund = useRefund(order.id);
  const price = (minor: number) => formatPriceFor(minor, order.currency, locale);
  // Switching steps unmounts the focused button: focus goes to the new step's safe choice ("Back"), or to the
  // form's first field on the way back, so a keyboard user is never left on the page's body.
  const backRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (!moved) return;
    if (step === "confirm") backRef.current?.focus();
    else {
      const form = formRef.current;
      (
        form?.querySelector<HTMLElement>("input[aria-invalid=true]") ??
        form?.querySelector<HTMLElement>("input:checked")
      )?.focus();
    }
  }, [step, moved]);

  const close = () => {
    if (refund.isPending) return;
    setStep("form");
    setErrors({});
    setFormError(null);
    onClose();
  };

  const read = mode === "partial" ? readRefundAmount(text, order.currency, left) : null;
  const amount = read === null ? left : read.ok ? read.minor : null;

  const review = () => {
    setFormError(null);
    if (read && !read.ok) {
      setErrors({
        amount: t(`selling_admin.refund.problem_${read.problem}`, {
          currency: order.currency,
          left: price(left),
          step: price(priceStepMinor(order.currency)),
        }),
      });
      return;
    }
    setErrors({});
    setMoved(true);
    setStep("confirm");
  };

  const send = () => {
    refund.mutate(
      { ...(mode === "partial" && read?.ok ? { amount: read.minor } : {}), revoke_access: revoke },
      {
        onSuccess: (done) => {
          notifySuccess(
            t("selling_admin.refund.done", { amount: price(done.refunded - order.refunded), id: order.id }),
          );
          setStep("form");
          onClose();
        },
        onError: (error) => {
          // Back to the form, where a refused amount shows under its field.
          setStep("form");
          setFormError(showServerError(error, { fields: FIELDS, setErrors }, t));
        },
      },
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("selling_admin.refund.title", { id: order.id })}
      centered
      closeButtonProps={{ "aria-label": t("selling_admin.close") }}
      data-testid="refund-dialog"
    >
      {step === "form" ? (
        // A form, so Enter in the amount field continues as the "Continue" button does.
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="md">
            <FormAlert message={formError} />
            <Text size="sm">{t("selling_admin.refund.left", { left: price(left), total: price(order.total) })}</Text>
            <Radio.Group
              label={t("selling_admin.refund.how_much")}
              value={mode}
              onChange={(value) => setMode(value === "partial" ? "partial" : "full")}
            >
              <Stack gap="xs" mt={6}>
                <Radio
                  value="full"
                  label={t("selling_admin.refund.full", { amount: price(left) })}
                  data-testid="refund-full"
                />
                <Radio value="partial" label={t("selling_admin.refund.partial")} data-testid="refund-partial" />
              </Stack>
            </Radio.Group>
            {mode === "partial" && (
              <TextInput
                label={t("selling_admin.refund.amount", { currency: order.currency })}
                description={t("selling_admin.refund.amount_hint", { left: price(left) })}
                value={text}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  // The problem shown was about what was there before.
                  if (errors.amount) setErrors(({ amount: _gone, ...rest }) => rest);
                }}
                leftSection={<span className="cw-price-prefix">{currencyPrefix(order.currency).trim()}</span>}
                leftSectionWidth={Math.max(36, currencyPrefix(order.currency).trim().length * 9 + 18)}
                inputMode="decimal"
                error={errors.amount}
                inputWrapperOrder={["label", "input", "description", "error"]}
                data-autofocus
                data-testid="refund-amount"
              />
            )}
            <Checkbox
              label={t("selling_admin.refund.revoke")}
              description={t("selling_admin.refund.revoke_hint")}
              checked={revoke}
              onChange={(event) => setRevoke(event.currentTarget.checked)}
              error={errors.revoke_access}
              data-testid="refund-revoke"
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t("selling_admin.cancel")}
              </Button>
              <Button type="submit" data-testid="refund-review">
                {t("selling_admin.refund.review")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="md" data-testid="refund-confirm-step">
          <Text>
            {t("selling_admin.refund.confirm_text", {
              amount: price(amount ?? left),
              name: order.buyer.name,
              email: order.buyer.email,
            })}
          </Text>
          <Text size="sm" fw={600}>
            {revoke ? t("selling_admin.refund.confirm_revoke") : t("selling_admin.refund.confirm_keep")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("selling_admin.refund.cannot_undo")}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep("form")} disabled={refund.isPending} ref={backRef}>
              {t("selling_admin.back")}
            </Button>
            <Button
              // red.9: white text on Mantine's default red.6 reads at 3.3:1, under WCAG AA's 4.5:1.
              color="red.9"
              leftSection={<IconArrowBackUp size={16} aria-hidden />}
              loading={refund.isPending}
              onClick={send}
              data-testid="refund-confirm"
            >
              {t("selling_admin.refund.confirm", { amount: price(amount ?? left) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
