import type { LandingCourseDetails, LandingHub } from "@coursewright/course-model";
import { EnrolPanel } from "../components/EnrolPanel";
import { Icon } from "../components/Icon";
import { LandingLink } from "../components/LandingLink";
import { NotFound } from "../components/Screens";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";
import { useResource } from "../useResource";
import own from "./CoursePage.module.css";

/**
 * /hubs/landing/{hubId}/{slug}/course/{courseId} and, seen within a bundle, .../bundle/{bundleId}/courses/{courseId}:
 * the course's description, what it contains (topics and page titles, questions, time), price and what to do.
 * What the hub's data has shows at once; the contents follow.
 */
export function CoursePage({
  hub,
  paths,
  courseId,
  bundleId,
}: {
  hub: LandingHub;
  paths: HubPaths;
  courseId: number;
  bundleId?: number;
}) {
  const { t } = useLandingI18n();
  const course = hub.courses.find((candidate) => candidate.id === courseId);
  const bundle = bundleId === undefined ? undefined : hub.bundles.find((candidate) => candidate.id === bundleId);
  const inBundle = bundleId === undefined || Boolean(bundle?.course_ids.includes(courseId));
  const details = useResource<{ data: LandingCourseDetails }>(
    course && inBundle ? `/api/course_hubs/landing/${hub.id}/courses/${courseId}` : null,
  );
  if (!course || !inBundle) return <NotFound home={paths.home} />;
  const topics = details.status === "ready" ? details.data.data.topics : null;
  const otherBundles = hub.bundles.filter(
    (candidate) => candidate.id !== bundleId && candidate.course_ids.includes(course.id),
  );
  return (
    <div className={css.container}>
      <nav className={own.crumbs} aria-label={t("hub_landing.course.breadcrumbs")}>
        <ol>
          <li>
            <LandingLink href={paths.home}>{hub.name}</LandingLink>
          </li>
          {bundle ? (
            <>
              <li>
                <LandingLink href={paths.bundles}>{t("hub_landing.nav.bundles")}</LandingLink>
              </li>
              <li>
                <LandingLink href={paths.bundle(bundle.id)}>{bundle.title}</LandingLink>
              </li>
            </>
          ) : (
            <li>
              <LandingLink href={paths.catalogue}>{t("hub_landing.nav.courses")}</LandingLink>
            </li>
          )}
          <li aria-current="page">{course.title}</li>
        </ol>
      </nav>
      <div className={own.layout}>
        <div className={own.head}>
          <h1 className={css.pageTitle} tabIndex={-1} dir="auto">
            {course.title}
          </h1>
          {course.description ? (
            <div className={own.description} dir="auto">
              {course.description.split(/\n+/).map((paragraph, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text.
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          ) : null}
        </div>
        <aside className={own.aside} aria-label={t("hub_landing.course.enrolment")}>
          {course.image ? <img className={own.image} src={course.image.url} alt="" width={640} height={360} /> : null}
          <EnrolPanel hub={hub} course={course} />
        </aside>
        <div className={own.body}>
          <section aria-labelledby="contents-title" className={own.contents}>
            <h2 id="contents-title" className={css.sectionTitle}>
              {t("hub_landing.course.contents")}
            </h2>
            <dl className={own.facts}>
              <div>
                <dt>{t("hub_landing.course.time")}</dt>
                <dd>
                  <Icon name="clock" size={18} />
                  {t("hub_landing.course.minutes", { count: course.estimated_minutes })}
                </dd>
              </div>
              <div>
                <dt>{t("hub_landing.course.pages_label")}</dt>
                <dd>{course.pages_count}</dd>
              </div>
              <div>
                <dt>{t("hub_landing.course.questions_label")}</dt>
                <dd>{course.questions_count}</dd>
              </div>
            </dl>
            {topics === null ? (
              details.status === "error" ? (
                <p className={css.error}>
                  {t("hub_landing.state.failed_text")}{" "}
                  <button type="button" className={css.buttonSecondary} onClick={details.retry}>
                    {t("hub_landing.state.retry")}
                  </button>
                </p>
              ) : (
                <p className={own.loading} role="status">
                  {t("hub_landing.state.loading")}
                </p>
              )
            ) : (
              <ol className={own.topics} dir="auto">
                {topics.map((topic, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: topics come in order and have no id here.
                  <li key={i} className={own.topic}>
                    {topic.title ? <h3>{topic.title}</h3> : null}
                    <ol className={own.pages}>
                      {topic.pages.map((page, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: page titles may repeat.
                        <li key={j}>{page}</li>
                      ))}
                    </ol>
                  </li>
                ))}
              </ol>
            )}
          </section>
          {otherBundles.length > 0 ? (
            <section aria-labelledby="in-bundles-title" className={own.contents}>
              <h2 id="in-bundles-title" className={css.sectionTitle}>
                {t("hub_landing.course.in_bundles")}
              </h2>
              <ul className={own.bundleLinks}>
                {otherBundles.map((candidate) => (
                  <li key={candidate.id}>
                    <LandingLink href={paths.bundle(candidate.id)} className={css.textLink}>
                      {candidate.title}
                    </LandingLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
