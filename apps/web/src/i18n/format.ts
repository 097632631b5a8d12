import type { LanguageCode } from "@coursewright/course-model";
import { languageInfo, useLanguage } from "./language";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A day as the interface language writes it ("3 Mar 2025", "3. März 2025", "٣ مارس ٢٠٢٥"). */
export function formatDate(iso: string, code: LanguageCode): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const locale = languageInfo(code).bcp47;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" });
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
}

/**
 * A moment as the interface language writes it, date and time ("27 Nov 2026, 14:05"), in the reader's time zone
 * (the browser's, unless a test names one).
 */
export function formatDateTime(iso: string, code: LanguageCode, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const locale = languageInfo(code).bcp47;
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** formatDateTime in the current interface language. */
export function useFormatDateTime(): (iso: string) => string {
  const code = useLanguage((s) => s.code);
  return (iso) => formatDateTime(iso, code);
}

/** formatDate in the current interface language; re-renders when the language changes. */
export function useFormatDate(): (iso: string) => string {
  const code = useLanguage((s) => s.code);
  return (iso) => formatDate(iso, code);
}

/**
 * A time span in words of the interface language ("1 hr 5 min 3 sec", "1 Std. 5 Min. 3 Sek."): hours, minutes
 * and whole seconds, the zero parts left out (zero seconds for nothing at all).
 */
export function formatSpan(totalSeconds: number, code: LanguageCode): string {
  const locale = languageInfo(code).bcp47;
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), "hour"],
    [Math.floor((seconds % 3600) / 60), "minute"],
    [seconds % 60, "second"],
  ];
  const shown = parts.filter(([value]) => value > 0);
  return (shown.length > 0 ? shown : [[0, "second"] as [number, string]])
    .map(([value, unit]) => new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short" }).format(value))
    .join(" ");
}

/** formatSpan in the current interface language. */
export function useFormatSpan(): (seconds: number) => string {
  const code = useLanguage((s) => s.code);
  return (seconds) => formatSpan(seconds, code);
}
