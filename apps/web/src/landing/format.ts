import { type CurrencyCode, formatPriceFor, type HubEvent } from "@coursewright/course-model";
import type { Translate } from "./i18n";

/** A price for the visitor: "Free", or the currency's prefix and amount with their separators (spec 9). */
export function priceText(minor: number, currency: CurrencyCode, locale: string, t: Translate): string {
  return minor === 0 ? t("hub_landing.price.free") : formatPriceFor(minor, currency, locale);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

/**
 * When an event happens, in the visitor's own time zone (`zone`: the browser's unless given), its zone's name
 * written out: "Thu 10 December 2026, 17:00 – 18:00 CET".
 */
export function eventWhen(event: Pick<HubEvent, "starts_at" | "ends_at">, locale: string, zone?: string): string {
  const format = dateFormat(locale, { ...DAY_AND_TIME, timeZoneName: "short", ...(zone ? { timeZone: zone } : {}) });
  return format.formatRange(new Date(event.starts_at), new Date(event.ends_at));
}

/** The same times on the event's own clock ("16:00 – 17:00"), to name beside its zone. */
export function eventLocalTimes(event: Pick<HubEvent, "starts_at" | "ends_at" | "time_zone">, locale: string): string {
  const format = dateFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone: event.time_zone });
  return format.formatRange(new Date(event.starts_at), new Date(event.ends_at));
}

/** A date alone ("10 December 2026"), in the visitor's zone. */
export function dayText(iso: string, locale: string, zone?: string): string {
  return dateFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(zone ? { timeZone: zone } : {}),
  }).format(new Date(iso));
}

/** The visitor's own time zone, as the browser knows it. */
export function visitorZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
