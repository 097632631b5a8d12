/**
 * ISO 4217 active currency codes with their minor-unit exponent (the number of decimals of the minor unit).
 * Hub prices are stored as integers in minor units; the exponent says how to show them, so a yen price is
 * never shown 100 times too small and a Kuwaiti dinar price never 10 times too large. Funds and precious metals
 * (exponent "N.A." in the standard) are not sellable currencies and are left out, as are withdrawn codes.
 */
const ZERO_DECIMAL = [
  "BIF",
  "CLP",
  "DJF",
  "GNF",
  "ISK",
  "JPY",
  "KMF",
  "KRW",
  "PYG",
  "RWF",
  "UGX",
  "UYI",
  "VND",
  "VUV",
  "XAF",
  "XOF",
  "XPF",
] as const;
const THREE_DECIMAL = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"] as const;
const FOUR_DECIMAL = ["CLF", "UYW"] as const;
const TWO_DECIMAL = [
  "AED",
  "AFN",
  "ALL",
  "AMD",
  "AOA",
  "ARS",
  "AUD",
  "AWG",
  "AZN",
  "BAM",
  "BBD",
  "BDT",
  "BGN",
  "BMD",
  "BND",
  "BOB",
  "BOV",
  "BRL",
  "BSD",
  "BTN",
  "BWP",
  "BYN",
  "BZD",
  "CAD",
  "CDF",
  "CHE",
  "CHF",
  "CHW",
  "CNY",
  "COP",
  "COU",
  "CRC",
  "CUP",
  "CVE",
  "CZK",
  "DKK",
  "DOP",
  "DZD",
  "EGP",
  "ERN",
  "ETB",
  "EUR",
  "FJD",
  "FKP",
  "GBP",
  "GEL",
  "GHS",
  "GIP",
  "GMD",
  "GTQ",
  "GYD",
  "HKD",
  "HNL",
  "HTG",
  "HUF",
  "IDR",
  "ILS",
  "INR",
  "IRR",
  "JMD",
  "KES",
  "KGS",
  "KHR",
  "KPW",
  "KYD",
  "KZT",
  "LAK",
  "LBP",
  "LKR",
  "LRD",
  "LSL",
  "MAD",
  "MDL",
  "MGA",
  "MKD",
  "MMK",
  "MNT",
  "MOP",
  "MRU",
  "MUR",
  "MVR",
  "MWK",
  "MXN",
  "MXV",
  "MYR",
  "MZN",
  "NAD",
  "NGN",
  "NIO",
  "NOK",
  "NPR",
  "NZD",
  "PAB",
  "PEN",
  "PGK",
  "PHP",
  "PKR",
  "PLN",
  "QAR",
  "RON",
  "RSD",
  "RUB",
  "SAR",
  "SBD",
  "SCR",
  "SDG",
  "SEK",
  "SGD",
  "SHP",
  "SLE",
  "SOS",
  "SRD",
  "SSP",
  "STN",
  "SVC",
  "SYP",
  "SZL",
  "THB",
  "TJS",
  "TMT",
  "TOP",
  "TRY",
  "TTD",
  "TWD",
  "TZS",
  "UAH",
  "USD",
  "USN",
  "UYU",
  "UZS",
  "VED",
  "VES",
  "WST",
  "XCD",
  "XCG",
  "YER",
  "ZAR",
  "ZMW",
  "ZWG",
] as const;

export type CurrencyCode =
  | (typeof ZERO_DECIMAL)[number]
  | (typeof TWO_DECIMAL)[number]
  | (typeof THREE_DECIMAL)[number]
  | (typeof FOUR_DECIMAL)[number];

const EXPONENTS: ReadonlyMap<string, number> = new Map<string, number>([
  ...ZERO_DECIMAL.map((code) => [code, 0] as const),
  ...TWO_DECIMAL.map((code) => [code, 2] as const),
  ...THREE_DECIMAL.map((code) => [code, 3] as const),
  ...FOUR_DECIMAL.map((code) => [code, 4] as const),
]);

/** Every sellable ISO 4217 code, sorted. */
export const CURRENCY_CODES: readonly CurrencyCode[] = [...EXPONENTS.keys()].sort() as CurrencyCode[];

export const DEFAULT_CURRENCY: CurrencyCode = "EUR";

export function isCurrencyCode(code: string): code is CurrencyCode {
  return EXPONENTS.has(code);
}

/** Decimals of the currency's minor unit (JPY 0, EUR 2, KWD 3, CLF 4). */
export function currencyExponent(code: CurrencyCode): number {
  return EXPONENTS.get(code) ?? 2;
}

/**
 * Three-decimal currencies whose card payments are taken in steps of ten minor units: Stripe refuses a charge or
 * refund of KWD 1.005 ("the last digit must be 0"), so prices and refunds in them are kept on that step.
 */
const TEN_MINOR_STEP = new Set<string>(["BHD", "JOD", "KWD", "OMR", "TND"]);

/** The smallest step, in minor units, a price or refund of this currency moves by (10 for KWD, else 1). */
export function priceStepMinor(code: CurrencyCode): number {
  return TEN_MINOR_STEP.has(code) ? 10 : 1;
}

/** Whether an amount in minor units can be charged in this currency (see priceStepMinor). */
export function isOnPriceStep(minor: number, code: CurrencyCode): boolean {
  return minor % priceStepMinor(code) === 0;
}
