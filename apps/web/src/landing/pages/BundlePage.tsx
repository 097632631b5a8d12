import type { LandingCourse, LandingHub } from "@coursewright/course-model";
import { AddToCart } from "../cart/AddToCart";
import { CourseCard } from "../components/CourseCard";
import { LandingLink } from "../components/LandingLink";
import { RichText } from "../components/RichText";
import { NotFound } from "../components/Screens";
import { priceText } from "../format";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";
import own from "./BundlePage.module.css";

/** /hubs/landing/{hubId}/bundles/{bundleId}/courses: a bundle, its price and its courses (each within the bundle). */
export function BundlePage({ hub, paths, bundleId }: { hub: LandingHub; paths: HubPaths; bundleId: number }) {
  const { t, info } = useLandingI18n();
  const bundle = hub.bundles.find((candidate) => candidate.id === bundleId);
  if (!bundle) return <NotFound home={paths.home} />;
  const courses = bundle.course_ids.flatMap((id): LandingCourse[] => {
    const course = hub.courses.find((candidate) => candidate.id === id);
    return course ? [course] : [];
  });
  const separately = courses.reduce((sum, course) => sum + course.price, 0);
  return (
    <div className={css.container}>
      <nav className={own.crumbs} aria-label={t("hub_landing.course.breadcrumbs")}>
        <ol>
          <li>
            <LandingLink href={paths.home}>{hub.name}</LandingLink>
          </li>
          <li>
            <LandingLink href={paths.bundles}>{t("hub_landing.nav.bundles")}</LandingLink>
          </li>
          <li aria-current="page">{bundle.title}</li>
        </ol>
      </nav>
      <div className={own.head}>
        {bundle.image ? <img className={own.image} src={bundle.image.url} alt="" width={640} height={360} /> : null}
        <div className={own.text}>
          <h1 className={css.pageTitle} tabIndex={-1} dir="auto">
            {bundle.title}
          </h1>
          <RichText html={bundle.description} className={own.description} />
          <p className={own.price}>{priceText(bundle.price, hub.currency, info.bcp47, t)}</p>
          {separately > bundle.price ? (
            <p className={own.saving}>
              {t("hub_landing.bundle.separately", {
                price: priceText(separately, hub.currency, info.bcp47, t),
              })}
            </p>
          ) : null}
          {bundle.price > 0 && hub.selling.payments_enabled ? (
            <AddToCart hub={hub} item={{ kind: "bundle", id: bundle.id }} title={bundle.title} />
          ) : bundle.price > 0 ? (
            <div className={own.soon}>{t("cart.not_on_sale")}</div>
          ) : null}
        </div>
      </div>
      <section className={css.section} aria-labelledby="bundle-courses-title">
        <div className={css.sectionHead}>
          <h2 id="bundle-courses-title" className={css.sectionTitle}>
            {t("hub_landing.bundle.courses")}
          </h2>
        </div>
        <ul className={css.grid}>
          {courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} href={paths.bundleCourse(bundle.id, course.id)} currency={hub.currency} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
