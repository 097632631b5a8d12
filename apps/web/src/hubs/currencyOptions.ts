import { CURRENCY_CODES, type CurrencyCode } from "@coursewright/course-model";

const cache = new Map<string, { value: CurrencyCode; label: string }[]>();

/** ISO 4217 currencies for a select: "EUR · Euro", named in the interface's language where the browser knows it. */
export function currencyOptions(locale: string): { value: CurrencyCode; label: string }[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "currency" });
  } catch {
    names = null;
  }
  const options = CURRENCY_CODES.map((code) => {
    const name = names?.of(code);
    return { value: code, label: name && name !== code ? `${code} · ${name}` : code };
  });
  cache.set(locale, options);
  return options;
}
