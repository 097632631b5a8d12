import type { CurrencyCode, HubEvent } from "@coursewright/course-model";
import type { ReactNode } from "react";
import { eventLocalTimes, eventWhen, priceText } from "../format";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import events from "./EventCard.module.css";
import { Icon } from "./Icon";
import { RichText } from "./RichText";

/**
 * An event: when, in the visitor's own time zone with its name, and the event's own clock and zone; online
 * (the link is for people booked, next issue) or where; price and places.
 */
export function EventCard({
  event,
  currency,
  headingLevel = 3,
  withDescription = true,
  actions,
}: {
  event: HubEvent;
  currency: CurrencyCode;
  headingLevel?: 2 | 3;
  withDescription?: boolean;
  /** What the visitor can do with it: book, join the waiting list, add to the cart. */
  actions?: ReactNode;
}) {
  const { t, info } = useLandingI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const start = new Date(event.starts_at);
  return (
    <article className={`${css.card} ${events.event}`}>
      <div className={events.date} aria-hidden="true">
        <span className={events.month}>{new Intl.DateTimeFormat(info.bcp47, { month: "short" }).format(start)}</span>
        <span className={events.day}>{new Intl.DateTimeFormat(info.bcp47, { day: "numeric" }).format(start)}</span>
      </div>
      <div className={events.body}>
        <Heading className={css.cardTitle} dir="auto">
          {event.title}
        </Heading>
        <p className={css.metaItem}>
          <Icon name="calendar" size={16} />
          <time dateTime={event.starts_at}>{eventWhen(event, info.bcp47)}</time>
        </p>
        <p className={events.zone}>
          {t("hub_landing.events.own_zone", { zone: event.time_zone, times: eventLocalTimes(event, info.bcp47) })}
        </p>
        <p className={css.meta}>
          <span className={css.metaItem}>
            <Icon name={event.is_online ? "globe" : "place"} size={16} />
            {event.is_online && event.place
              ? t("hub_landing.events.online_and_place", { place: event.place })
              : event.is_online
                ? t("hub_landing.events.online")
                : (event.place ?? t("hub_landing.events.place_unknown"))}
          </span>
          {event.capacity !== null ? (
            <span className={css.metaItem}>{t("hub_landing.events.places", { count: event.capacity })}</span>
          ) : null}
        </p>
        {withDescription ? <RichText html={event.description} className={events.description} /> : null}
        <p className={css.price}>{priceText(event.price, currency, info.bcp47, t)}</p>
        {actions}
      </div>
    </article>
  );
}
