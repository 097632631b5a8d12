import type { LandingHub } from "@coursewright/course-model";
import { cardCartAction } from "../cart/AddToCart";
import { BundleCard } from "../components/BundleCard";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";

/** /hubs/landing/{hubId}/{slug}/bundles: the hub's bundles, in order. */
export function BundlesPage({ hub, paths }: { hub: LandingHub; paths: HubPaths }) {
  const { t } = useLandingI18n();
  return (
    <div className={css.container}>
      <div className={css.pageHead}>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {t("hub_landing.bundles.title")}
        </h1>
        <p className={css.lead}>{t("hub_landing.bundles.lead")}</p>
      </div>
      <div className={css.section}>
        {hub.bundles.length > 0 ? (
          <ul className={css.grid}>
            {hub.bundles.map((bundle) => (
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
        ) : (
          <p className={css.empty}>{t("hub_landing.bundles.none")}</p>
        )}
      </div>
    </div>
  );
}
