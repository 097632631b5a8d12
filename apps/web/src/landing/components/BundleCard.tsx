import type { CurrencyCode, HubBundle } from "@coursewright/course-model";
import type { ReactNode } from "react";
import { priceText } from "../format";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import { Icon } from "./Icon";
import { LandingLink } from "./LandingLink";
import { RichText } from "./RichText";

/** A bundle in a grid: picture, title (the card's link), description, number of courses and price. */
export function BundleCard({
  bundle,
  href,
  currency,
  action,
}: {
  bundle: HubBundle;
  href: string;
  currency: CurrencyCode;
  /** "Add to cart" where the card is for buying. */
  action?: ReactNode;
}) {
  const { t, info } = useLandingI18n();
  return (
    <article className={css.card}>
      {bundle.image ? (
        <img
          className={css.cardImage}
          src={bundle.image.thumb_url ?? bundle.image.url}
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
        <h3 className={css.cardTitle} dir="auto">
          <LandingLink href={href} className={css.cardLink}>
            {bundle.title}
          </LandingLink>
        </h3>
        <RichText html={bundle.description} className={css.clamp} />
        <div className={css.cardFoot}>
          <span className={css.meta}>{t("hub_landing.bundle.courses_count", { count: bundle.course_ids.length })}</span>
          <span className={css.price}>{priceText(bundle.price, currency, info.bcp47, t)}</span>
          {action}
        </div>
      </div>
    </article>
  );
}
