import type { OrderStatus } from "@coursewright/course-model";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as the reader's clock shows it, day and time ("3 Mar 2026, 14:05"). */
export function formatDateTime(iso: string, locale: string, zone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const key = `${locale}|${zone ?? ""}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      ...(zone ? { timeZone: zone } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** The badge colour of an order's status: paid ones green, money going back orange, the rest grey or red. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, string> = {
  pending: "gray",
  paid: "teal",
  fulfilled: "green",
  expired: "gray",
  failed: "red",
  refunded: "orange",
  partially_refunded: "yellow",
  disputed: "red",
};

/** Statuses whose order can still give money back (the server says the last word). */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ["paid", "fulfilled", "partially_refunded"];
