import type { CurrencyCode, LandingCourse } from "@coursewright/course-model";
import type { ReactNode } from "react";
import { priceText } from "../format";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { Icon } from "./Icon";
import { LandingLink } from "./LandingLink";

/** A course in a grid: picture, title (the card's link), the start of its description, time, pages and price. */
export function CourseCard({
  course,
  href,
  currency,
  headingLevel = 3,
  action,
}: {
  course: LandingCourse;
  href: string;
  currency: CurrencyCode;
  headingLevel?: 2 | 3;
  /** "Add to cart" where the card is for buying. */
  action?: ReactNode;
}) {
  const { t, info } = useLandingI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={css.card}>
      {course.image ? (
        <img
          className={css.cardImage}
          src={course.image.thumb_url ?? course.image.url}
          alt=""
          loading="lazy"
          width={480}
          height={270}
        />
      ) : (
        <div className={css.cardPlaceholder} aria-hidden="true">
          <Icon name="book" size={44} />
        </div>
      )}
      <div className={css.cardBody}>
        <Heading className={css.cardTitle} dir="auto">
          <LandingLink href={href} className={css.cardLink}>
            {course.title}
          </LandingLink>
        </Heading>
        {course.description ? (
          <p className={css.clamp} dir="auto">
            {course.description}
          </p>
        ) : null}
        <p className={css.meta}>
          <span className={css.metaItem}>
            <Icon name="clock" size={16} />
            {t("hub_landing.course.minutes", { count: course.estimated_minutes })}
          </span>
          <span className={css.metaItem}>
            <Icon name="book" size={16} />
            {t("hub_landing.course.pages", { count: course.pages_count })}
          </span>
        </p>
        <div className={css.cardFoot}>
          <span className={css.price}>{priceText(course.price, currency, info.bcp47, t)}</span>
          {course.enrolled ? <span className={css.badge}>{t("hub_landing.course.enrolled")}</span> : action}
        </div>
      </div>
    </article>
  );
}
