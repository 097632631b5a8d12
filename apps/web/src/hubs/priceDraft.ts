import {
  type CurrencyCode,
  formatMinorAmount,
  formatPrice,
  isOnPriceStep,
  parsePriceInput,
  priceStepMinor,
} from "@coursewright/course-model";

/** A price as a form holds it: free, or an amount typed in the hub's currency (kept as typed until saved). */
export interface PriceDraft {
  free: boolean;
  text: string;
}

export type PriceProblem = "amount" | "zero" | "step";

export function priceDraftOf(minor: number, currency: CurrencyCode): PriceDraft {
  return minor === 0 ? { free: true, text: "" } : { free: false, text: formatMinorAmount(minor, currency) };
}

/**
 * The price in minor units, or the problem with what was typed: not an amount of this currency (too many
 * decimals, too large, not a number), a paid price of nothing, or one off the currency's payment step (KWD 1.005).
 */
export function readPriceDraft(
  draft: PriceDraft,
  currency: CurrencyCode,
): { ok: true; minor: number } | { ok: false; problem: PriceProblem } {
  if (draft.free) return { ok: true, minor: 0 };
  const minor = parsePriceInput(draft.text, currency);
  if (minor === null) return { ok: false, problem: "amount" };
  if (minor === 0) return { ok: false, problem: "zero" };
  if (!isOnPriceStep(minor, currency)) return { ok: false, problem: "step" };
  return { ok: true, minor };
}

/** What a price problem's message names: the currency and its payment step ("KWD 0.010"). */
export function priceProblemParams(currency: CurrencyCode): { currency: CurrencyCode; step: string } {
  return { currency, step: formatPrice(priceStepMinor(currency), currency) };
}
