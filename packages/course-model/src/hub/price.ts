import { type CurrencyCode, currencyExponent } from "./currencies";

/** Highest price a hub item may have, in minor units (spec of issue 21: above 99,999,999 is refused). */
export const MAX_PRICE_MINOR = 99_999_999;

const prefixes = new Map<string, string>();

/**
 * The currency's prefix (spec 9 "currency prefix plus amount"): its narrow symbol where the platform knows one
 * ("$", "€", "¥"), else its code and a space ("KWD 1.500").
 */
export function currencyPrefix(currency: CurrencyCode): string {
  const cached = prefixes.get(currency);
  if (cached !== undefined) return cached;
  let prefix = `${currency} `;
  try {
    const parts = new Intl.NumberFormat("en", {
      style: "currency",
      currency,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(1);
    const symbol = parts.find((part) => part.type === "currency")?.value;
    if (symbol && symbol !== currency) prefix = symbol;
  } catch {
    // An engine without this currency's data keeps the code.
  }
  prefixes.set(currency, prefix);
  return prefix;
}

/** The amount of a price in minor units, as text with the currency's own number of decimals ("12.50", "1500", "1.500"). */
export function formatMinorAmount(minor: number, currency: CurrencyCode): string {
  const exponent = currencyExponent(currency);
  const sign = minor < 0 ? "-" : "";
  const digits = String(Math.abs(Math.trunc(minor))).padStart(exponent + 1, "0");
  if (exponent === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** Spec 9 price display: currency prefix plus the amount (minor units over 10^exponent, that many decimals). */
export function formatPrice(minor: number, currency: CurrencyCode): string {
  return `${currencyPrefix(currency)}${formatMinorAmount(minor, currency)}`;
}

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * formatPrice for a reader of `locale` (a BCP 47 tag): the same prefix and the same number of decimals, with the
 * locale's digits and separators ("€1,234.50" in English, "€1.234,50" in German). The amount goes to Intl as its
 * exact decimal text, so nothing is divided by hand or rounded.
 */
export function formatPriceFor(minor: number, currency: CurrencyCode, locale: string): string {
  const exponent = currencyExponent(currency);
  const key = `${locale}|${exponent}`;
  let format = amountFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    } catch {
      format = new Intl.NumberFormat("en", { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
    }
    amountFormats.set(key, format);
  }
  // Intl reads a decimal string exactly.
  return `${currencyPrefix(currency)}${format.format(formatMinorAmount(minor, currency) as `${number}`)}`;
}

/**
 * Reads what a creator typed ("12.5", "12,50", "1 200") into minor units, or null when it is not a price of this
 * currency (too many decimals, negative, above the maximum).
 */
export function parsePriceInput(text: string, currency: CurrencyCode): number | null {
  const exponent = currencyExponent(currency);
  const cleaned = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  const match = /^(\d{1,9})(?:\.(\d*))?$/.exec(cleaned);
  if (!match) return null;
  const decimals = match[2] ?? "";
  if (decimals.length > exponent) return null;
  const minor = Number(match[1]) * 10 ** exponent + Number(decimals.padEnd(exponent, "0") || "0");
  return Number.isSafeInteger(minor) && minor <= MAX_PRICE_MINOR ? minor : null;
}
