import type { HubEvent, LandingHub, Paginated } from "@coursewright/course-model";
import { EventActions } from "../cart/EventActions";
import { EventCard } from "../components/EventCard";
import { LandingLink } from "../components/LandingLink";
import { Pagination } from "../components/Pagination";
import { LoadFailed, Loading } from "../components/Screens";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";
import { useLandingLocation } from "../router";
import { useResource } from "../useResource";
import own from "./EventsPage.module.css";

type When = "upcoming" | "past";

function readQuery(search: string): { when: When; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get("page"));
  return {
    when: params.get("when") === "past" ? "past" : "upcoming",
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

const queryOf = (when: When, page: number) => {
  const params = new URLSearchParams();
  if (when === "past") params.set("when", "past");
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** /hubs/landing/events/{hubId}/{slug}: upcoming events (soonest first) or past ones (latest first), in pages. */
export function EventsPage({ hub, paths }: { hub: LandingHub; paths: HubPaths }) {
  const { t } = useLandingI18n();
  const location = useLandingLocation();
  const { when, page } = readQuery(location.search);
  const events = useResource<Paginated<HubEvent>>(
    `/api/course_hubs/landing/${hub.id}/events?when=${when}&page=${page}`,
  );
  const tabs: { when: When; label: string }[] = [
    { when: "upcoming", label: t("hub_landing.events.upcoming") },
    { when: "past", label: t("hub_landing.events.past") },
  ];
  return (
    <div className={css.container}>
      <div className={css.pageHead}>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {t("hub_landing.events.title")}
        </h1>
        <p className={css.lead}>{t("hub_landing.events.lead")}</p>
      </div>
      <nav className={own.tabs} aria-label={t("hub_landing.events.which")}>
        {tabs.map((tab) => (
          <LandingLink
            key={tab.when}
            href={`${paths.events}${queryOf(tab.when, 1)}`}
            className={own.tab}
            aria-current={tab.when === when ? "page" : undefined}
          >
            {tab.label}
          </LandingLink>
        ))}
      </nav>
      {events.status === "loading" ? <Loading /> : null}
      {events.status === "error" ? <LoadFailed retry={events.retry} message={events.error.message} /> : null}
      {events.status === "ready" ? (
        <>
          {events.data.data.length > 0 ? (
            <ul className={css.list}>
              {events.data.data.map((event) => (
                <li key={event.id}>
                  <EventCard
                    event={event}
                    currency={hub.currency}
                    headingLevel={2}
                    actions={<EventActions hub={hub} event={event} />}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className={css.empty}>
              {when === "past" ? t("hub_landing.events.none_past") : t("hub_landing.events.none_upcoming")}
            </p>
          )}
          <Pagination
            page={events.data.meta.current_page}
            pages={events.data.meta.last_page}
            hrefOf={(n) => `${paths.events}${queryOf(when, n)}`}
          />
        </>
      ) : null}
    </div>
  );
}
