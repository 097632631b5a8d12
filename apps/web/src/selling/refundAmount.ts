import { type CurrencyCode, formatMinorAmount, isOnPriceStep, parsePriceInput } from "@coursewright/course-model";

export type RefundProblem = "amount" | "zero" | "above" | "step";

/** What is left to refund of an order, in minor units. */
export const refundable = (order: { total: number; refunded: number }): number =>
  Math.max(0, order.total - order.refunded);

/** The amount field's starting text: everything left, in the currency's own decimals ("12.50", "1500", "1.500"). */
export const refundAmountText = (minor: number, currency: CurrencyCode): string => formatMinorAmount(minor, currency);

/**
 * A partial refund typed in the order's currency, read into minor units for the server: "12,5" in EUR is 1250,
 * "1500" in JPY is 1500, "1.5" in KWD is 1500. Refused: not an amount of this currency, nothing, more than is left, off the currency's payment step.
 */
export function readRefundAmount(
  text: string,
  currency: CurrencyCode,
  left: number,
): { ok: true; minor: number } | { ok: false; problem: RefundProblem } {
  const minor = parsePriceInput(text, currency);
  if (minor === null) return { ok: false, problem: "amount" };
  if (minor === 0) return { ok: false, problem: "zero" };
  if (minor > left) return { ok: false, problem: "above" };
  if (!isOnPriceStep(minor, currency)) return { ok: false, problem: "step" };
  return { ok: true, minor };
}
