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

/** formatDate in the current interface language; re-renders when the language changes. */
export function useFormatDate(): (iso: string) => string {
  const code = useLanguage((s) => s.code);
  return (iso) => formatDate(iso, code);
}
