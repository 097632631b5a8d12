import type { LandingHub } from "@coursewright/course-model";
import { cardCartAction } from "../cart/AddToCart";
import { EventActions } from "../cart/EventActions";
import { BannerCarousel } from "../components/BannerCarousel";
import { BundleCard } from "../components/BundleCard";
import { CourseCard } from "../components/CourseCard";
import { EventCard } from "../components/EventCard";
import { LandingLink } from "../components/LandingLink";
import { RichText } from "../components/RichText";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";
import home from "./HomePage.module.css";

/** Courses the home page shows: the featured ones, or the first few when none is. */
const HOME_COURSES = 6;
const HOME_BUNDLES = 3;

/** /hubs/landing/{hubId}/{slug}: hero, banners, featured courses, bundles, upcoming events. */
export function HomePage({ hub, paths }: { hub: LandingHub; paths: HubPaths }) {
  const { t } = useLandingI18n();
  const featured = hub.courses.filter((course) => course.featured);
  const courses = (featured.length > 0 ? featured : hub.courses).slice(0, HOME_COURSES);
  return (
    <>
      <section className={home.hero} aria-labelledby="hub-name">
        {hub.cover ? (
          <img className={home.cover} src={hub.cover.url} alt="" fetchPriority="high" width={1600} height={600} />
        ) : null}
        <div className={`${css.container} ${home.heroInner}`}>
          {hub.logo ? (
            <img
              className={home.logo}
              src={hub.logo.thumb_url ?? hub.logo.url}
              alt={t("hub_landing.hero.logo", { name: hub.name })}
              width={88}
              height={88}
            />
          ) : null}
          <h1 id="hub-name" className={home.name} tabIndex={-1} dir="auto">
            {hub.name}
          </h1>
          <RichText html={hub.description} className={home.description} />
          {hub.courses.length > 0 ? (
            <LandingLink href={paths.catalogue} className={`${css.button} ${home.cta}`}>
              {t("hub_landing.hero.browse")}
            </LandingLink>
          ) : null}
        </div>
      </section>

      {hub.banners.length > 0 ? (
        <div className={`${css.container} ${home.banners}`}>
          <BannerCarousel banners={hub.banners} />
        </div>
      ) : null}

      <section className={`${css.container} ${css.section}`} aria-labelledby="featured-title">
        <div className={css.sectionHead}>
          <h2 id="featured-title" className={css.sectionTitle}>
            {featured.length > 0 ? t("hub_landing.home.featured") : t("hub_landing.home.courses")}
          </h2>
          {hub.courses.length > 0 ? (
            <LandingLink href={paths.catalogue} className={css.textLink}>
              {t("hub_landing.home.all_courses", { count: hub.courses.length })}
            </LandingLink>
          ) : null}
        </div>
        {courses.length > 0 ? (
          <ul className={css.grid}>
            {courses.map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  href={paths.course(course.id)}
                  currency={hub.currency}
                  action={cardCartAction(hub, { kind: "course", ...course })}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.empty}>{t("hub_landing.home.no_courses")}</p>
        )}
      </section>

      {hub.bundles.length > 0 ? (
        <section className={`${css.container} ${css.section}`} aria-labelledby="bundles-title">
          <div className={css.sectionHead}>
            <h2 id="bundles-title" className={css.sectionTitle}>
              {t("hub_landing.home.bundles")}
            </h2>
            <LandingLink href={paths.bundles} className={css.textLink}>
              {t("hub_landing.home.all_bundles")}
            </LandingLink>
          </div>
          <ul className={css.grid}>
            {hub.bundles.slice(0, HOME_BUNDLES).map((bundle) => (
              <li key={bundle.id}>
                <BundleCard
                  bundle={bundle}
                  href={paths.bundle(bundle.id)}
                  currency={hub.currency}
                  action={cardCartAction(hub, { kind: "bundle", ...bundle })}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={`${css.container} ${css.section}`} aria-labelledby="events-title">
        <div className={css.sectionHead}>
          <h2 id="events-title" className={css.sectionTitle}>
            {t("hub_landing.home.events")}
          </h2>
          <LandingLink href={paths.events} className={css.textLink}>
            {t("hub_landing.home.all_events")}
          </LandingLink>
        </div>
        {hub.upcoming_events.length > 0 ? (
          <ul className={`${css.list} ${home.events}`}>
            {hub.upcoming_events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  currency={hub.currency}
                  withDescription={false}
                  actions={<EventActions hub={hub} event={event} />}
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className={css.empty}>{t("hub_landing.events.none_upcoming")}</p>
        )}
      </section>
    </>
  );
}
