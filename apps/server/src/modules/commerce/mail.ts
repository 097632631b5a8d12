import { type CurrencyCode, formatPriceFor, LANGUAGES, type LanguageCode } from "@coursewright/course-model";
import type { HubEventRow } from "../../db/schema";
import { createTranslator, type Translate } from "../../http/i18n";
import type { MailMessage } from "../../mail/Mailer";
import { compose } from "../hubs/mail";

export const bcp47 = (lang: LanguageCode) => LANGUAGES.find((info) => info.code === lang)?.bcp47 ?? "en";

/** An event's start and end as the reader reads dates, in the event's own zone (named). */
export function eventWhen(event: Pick<HubEventRow, "starts_at" | "ends_at" | "time_zone">, lang: LanguageCode) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(bcp47(lang), { ...options, timeZone: event.time_zone });
  const start = format({ dateStyle: "full", timeStyle: "short" }).format(event.starts_at);
  const end = format({ timeStyle: "short" }).format(event.ends_at);
  return `${start} – ${end} (${event.time_zone})`;
}

function eventLines(t: Translate, event: HubEventRow, lang: LanguageCode): string[] {
  return [
    t("mail.commerce.event_when", { title: event.title, when: eventWhen(event, lang) }),
    ...(event.place ? [t("mail.commerce.event_place", { place: event.place })] : []),
    ...(event.online_url ? [t("mail.commerce.event_online", { url: event.online_url })] : []),
  ];
}

export interface ReceiptMail {
  lang: LanguageCode;
  to: string;
  name: string;
  orderId: number;
  hubName: string;
  currency: CurrencyCode;
  total: number;
  lines: { title: string; price: number }[];
  events: HubEventRow[];
  url: string;
  testMode: boolean;
}

/** The receipt of a fulfilled order: what was bought at what price, the events' times and places. */
export function receiptMail(mail: ReceiptMail): MailMessage {
  const t = createTranslator(mail.lang);
  // In the reader's language, as the landing pages show it ("¥4,500", "€1.234,50"), not the bare digits.
  const price = (minor: number) => formatPriceFor(minor, mail.currency, bcp47(mail.lang));
  return compose({
    lang: mail.lang,
    to: mail.to,
    subject: t("mail.commerce.receipt.subject", { hub: mail.hubName, id: mail.orderId }),
    before: [
      t("mail.greeting", { name: mail.name }),
      t("mail.commerce.receipt.intro", { hub: mail.hubName, id: mail.orderId }),
      ...mail.lines.map((line) => t("mail.commerce.receipt.line", { title: line.title, price: price(line.price) })),
      t("mail.commerce.receipt.total", { price: price(mail.total) }),
      ...mail.events.flatMap((event) => eventLines(t, event, mail.lang)),
      ...(mail.testMode ? [t("mail.commerce.test_mode")] : []),
    ],
    action: { label: t("mail.commerce.open_hub"), url: mail.url, hint: t("mail.link_hint") },
    after: [t("mail.signature")],
  });
}

export interface RefundMail {
  lang: LanguageCode;
  to: string;
  name: string;
  orderId: number;
  hubName: string;
  amount: string;
  revoked: boolean;
}

export function refundMail(mail: RefundMail): MailMessage {
  const t = createTranslator(mail.lang);
  const params = { hub: mail.hubName, id: mail.orderId, amount: mail.amount };
  return compose({
    lang: mail.lang,
    to: mail.to,
    subject: t("mail.commerce.refund.subject", params),
    before: [
      t("mail.greeting", { name: mail.name }),
      t("mail.commerce.refund.intro", params),
      ...(mail.revoked ? [t("mail.commerce.refund.revoked")] : []),
    ],
    after: [t("mail.signature")],
  });
}

export interface BookingMail {
  lang: LanguageCode;
  to: string;
  name: string;
  event: HubEventRow;
  url: string;
}

/** A mail about one event to one person: its subject, intro and button under `mail.commerce.<kind>`. */
function eventMail(mail: BookingMail, kind: "booked" | "seat_offered"): MailMessage {
  const t = createTranslator(mail.lang);
  const title = mail.event.title;
  return compose({
    lang: mail.lang,
    to: mail.to,
    subject: t(`mail.commerce.${kind}.subject`, { title }),
    before: [
      t("mail.greeting", { name: mail.name }),
      t(`mail.commerce.${kind}.intro`, { title }),
      ...eventLines(t, mail.event, mail.lang),
    ],
    action: { label: t(`mail.commerce.${kind}.action`), url: mail.url, hint: t("mail.link_hint") },
    after: [t("mail.signature")],
  });
}

/** A free event booked. */
export const bookingConfirmedMail = (mail: BookingMail): MailMessage => eventMail(mail, "booked");

/** The first person waiting is told a seat came free (first come, first served: it is not kept for them). */
export const seatOfferedMail = (mail: BookingMail): MailMessage => eventMail(mail, "seat_offered");

/** Tells the creator a paid booking was cancelled: whether to refund it is theirs to decide. */
export function paidCancellationMail(mail: {
  lang: LanguageCode;
  to: string;
  creatorName: string;
  learnerName: string;
  title: string;
  orderId: number;
  url: string;
}): MailMessage {
  const t = createTranslator(mail.lang);
  const params = { name: mail.learnerName, title: mail.title, id: mail.orderId };
  return compose({
    lang: mail.lang,
    to: mail.to,
    subject: t("mail.commerce.cancelled_paid.subject", params),
    before: [t("mail.greeting", { name: mail.creatorName }), t("mail.commerce.cancelled_paid.intro", params)],
    action: { label: t("mail.commerce.cancelled_paid.action"), url: mail.url, hint: t("mail.link_hint") },
    after: [t("mail.signature")],
  });
}
