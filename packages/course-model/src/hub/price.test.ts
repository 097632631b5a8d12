import { describe, expect, it } from "vitest";
import { CURRENCY_CODES, currencyExponent, isCurrencyCode, isOnPriceStep, priceStepMinor } from "./currencies";
import {
  currencyPrefix,
  formatMinorAmount,
  formatPrice,
  formatPriceFor,
  MAX_PRICE_MINOR,
  parsePriceInput,
} from "./price";

describe("currencies", () => {
  it("knows each exponent of ISO 4217: none, hundredths, thousandths and ten-thousandths", () => {
    expect(currencyExponent("JPY")).toBe(0);
    expect(currencyExponent("KRW")).toBe(0);
    expect(currencyExponent("EUR")).toBe(2);
    expect(currencyExponent("USD")).toBe(2);
    expect(currencyExponent("KWD")).toBe(3);
    expect(currencyExponent("BHD")).toBe(3);
    expect(currencyExponent("CLF")).toBe(4);
    expect(currencyExponent("UYW")).toBe(4);
  });

  it("accepts ISO 4217 codes only, in capitals, and lists them sorted", () => {
    expect(isCurrencyCode("EUR")).toBe(true);
    for (const code of ["eur", "XYZ", "", "EURO", "XAU"]) expect(isCurrencyCode(code), code).toBe(false);
    expect([...CURRENCY_CODES]).toEqual([...CURRENCY_CODES].sort());
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect(CURRENCY_CODES.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });
});

describe("formatMinorAmount and formatPrice", () => {
  it("shows minor units with the currency's own number of decimals", () => {
    expect(formatMinorAmount(1250, "EUR")).toBe("12.50");
    expect(formatMinorAmount(5, "EUR")).toBe("0.05");
    expect(formatMinorAmount(0, "EUR")).toBe("0.00");
    expect(formatMinorAmount(1500, "JPY")).toBe("1500");
    expect(formatMinorAmount(1500, "KWD")).toBe("1.500");
    expect(formatMinorAmount(7, "KWD")).toBe("0.007");
    expect(formatMinorAmount(12345, "CLF")).toBe("1.2345");
    expect(formatMinorAmount(MAX_PRICE_MINOR, "EUR")).toBe("999999.99");
    expect(formatMinorAmount(-250, "EUR")).toBe("-2.50");
  });

  it("never shows a price 100 times too small or too large, for every ISO 4217 exponent", () => {
    for (const code of CURRENCY_CODES) {
      const exponent = currencyExponent(code);
      const text = formatMinorAmount(123456, code);
      const decimals = text.includes(".") ? (text.split(".")[1] ?? "").length : 0;
      expect(decimals, code).toBe(exponent);
      expect(Number(text) * 10 ** exponent, code).toBeCloseTo(123456, 6);
    }
  });

  it("prefixes the currency: its symbol where there is one, else its code and a space (spec 9)", () => {
    expect(formatPrice(1250, "EUR")).toBe("€12.50");
    expect(formatPrice(999, "USD")).toBe("$9.99");
    expect(formatPrice(1500, "JPY")).toBe("¥1500");
    expect(formatPrice(1500, "KWD")).toBe("KWD 1.500");
    expect(formatPrice(10000, "CLF")).toBe("CLF 1.0000");
    expect(currencyPrefix("GBP")).toBe("£");
  });
});

describe("formatPriceFor", () => {
  it("keeps the prefix and the currency's decimals, with the reader's separators", () => {
    expect(formatPriceFor(123450, "EUR", "en-GB")).toBe("€1,234.50");
    expect(formatPriceFor(123450, "EUR", "de")).toBe("€1.234,50");
    expect(formatPriceFor(1900, "EUR", "ar")).toBe("€19.00");
    expect(formatPriceFor(1500, "JPY", "de")).toBe("¥1.500");
    expect(formatPriceFor(1500, "KWD", "fr")).toBe("KWD 1,500");
    expect(formatPriceFor(MAX_PRICE_MINOR, "EUR", "en-GB")).toBe("€999,999.99");
  });

  it("shows the same amount as formatPrice in every currency, never rounded", () => {
    for (const code of CURRENCY_CODES) {
      const local = formatPriceFor(MAX_PRICE_MINOR, code, "en-GB").replace(/,/g, "");
      expect(local, code).toBe(formatPrice(MAX_PRICE_MINOR, code));
    }
  });

  it("falls back to English separators for a tag Intl does not accept", () => {
    expect(formatPriceFor(1250, "EUR", "not a tag!")).toBe("€12.50");
  });
});

describe("parsePriceInput", () => {
  it("reads what creators type into minor units", () => {
    expect(parsePriceInput("12.5", "EUR")).toBe(1250);
    expect(parsePriceInput("12,50", "EUR")).toBe(1250);
    expect(parsePriceInput(" 1 200 ", "EUR")).toBe(120000);
    expect(parsePriceInput("0", "EUR")).toBe(0);
    expect(parsePriceInput("12.", "EUR")).toBe(1200);
    expect(parsePriceInput("1500", "JPY")).toBe(1500);
    expect(parsePriceInput("1.5", "KWD")).toBe(1500);
    expect(parsePriceInput("1.2345", "CLF")).toBe(12345);
    expect(parsePriceInput("999999.99", "EUR")).toBe(MAX_PRICE_MINOR);
  });

  it("refuses more decimals than the currency has, negatives, text and prices above the maximum", () => {
    expect(parsePriceInput("12.345", "EUR")).toBeNull();
    expect(parsePriceInput("15.5", "JPY")).toBeNull();
    expect(parsePriceInput("1.0001", "KWD")).toBeNull();
    expect(parsePriceInput("-1", "EUR")).toBeNull();
    expect(parsePriceInput("ten", "EUR")).toBeNull();
    expect(parsePriceInput("", "EUR")).toBeNull();
    expect(parsePriceInput("1e3", "EUR")).toBeNull();
    expect(parsePriceInput("1000000.00", "EUR")).toBeNull();
    expect(parsePriceInput("100000000", "JPY")).toBeNull();
  });
});

describe("price steps", () => {
  it("keeps five three-decimal currencies on steps of ten minor units, as card payments need", () => {
    expect(priceStepMinor("KWD")).toBe(10);
    expect(priceStepMinor("BHD")).toBe(10);
    expect(priceStepMinor("IQD")).toBe(1);
    expect(priceStepMinor("EUR")).toBe(1);
    expect(isOnPriceStep(1500, "KWD")).toBe(true);
    expect(isOnPriceStep(1505, "KWD")).toBe(false);
    expect(isOnPriceStep(1505, "EUR")).toBe(true);
    expect(isOnPriceStep(0, "OMR")).toBe(true);
  });
});
