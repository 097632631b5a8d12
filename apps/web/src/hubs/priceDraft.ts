import { type CurrencyCode, formatMinorAmount, parsePriceInput } from "@coursewright/course-model";

/** A price as a form holds it: free, or an amount typed in the hub's currency (kept as typed until saved). */
export interface PriceDraft {
  free: boolean;
  text: string;
}

export type PriceProblem = "amount" | "zero";

export function priceDraftOf(minor: number, currency: CurrencyCode): PriceDraft {
  return minor === 0 ? { free: true, text: "" } : { free: false, text: formatMinorAmount(minor, currency) };
}

/**
 * The price in minor units, or the problem with what was typed: not an amount of this currency (too many
 * decimals, too large, not a number) or a paid price of nothing.
 */
export function readPriceDraft(
  draft: PriceDraft,
  currency: CurrencyCode,
): { ok: true; minor: number } | { ok: false; problem: PriceProblem } {
  if (draft.free) return { ok: true, minor: 0 };
  const minor = parsePriceInput(draft.text, currency);
  if (minor === null) return { ok: false, problem: "amount" };
  if (minor === 0) return { ok: false, problem: "zero" };
  return { ok: true, minor };
}
