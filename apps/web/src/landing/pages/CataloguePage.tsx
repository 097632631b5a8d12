import { CATALOGUE_PER_PAGE, type LandingHub } from "@coursewright/course-model";
import { useEffect, useMemo, useRef, useState } from "react";
import { cardCartAction } from "../cart/AddToCart";
import { type CatalogueFilters, filterCourses, filtersQuery, hasFilters, pageOf, readFilters } from "../catalogue";
import { CourseCard } from "../components/CourseCard";
import { Icon } from "../components/Icon";
import { Pagination } from "../components/Pagination";
import { useLandingI18n } from "../i18n";
import css from "../landing.module.css";
import type { HubPaths } from "../paths";
import { navigateLanding, useLandingLocation } from "../router";
import own from "./CataloguePage.module.css";

const SEARCH_DELAY_MS = 250;

/**
 * /hubs/landing/courses/{hubId}/{slug}: every course of the hub, with search, category, tag and price filters and
 * pages; the filters live in the address (shareable, and kept by Back), and apply as they change.
 */
export function CataloguePage({ hub, paths }: { hub: LandingHub; paths: HubPaths }) {
  const { t } = useLandingI18n();
  const location = useLandingLocation();
  const filters = useMemo(() => readFilters(location.search), [location.search]);
  const [search, setSearch] = useState(filters.search);
  const typing = useRef<number | undefined>(undefined);

  // Back and forward bring other filters: the search box follows.
  useEffect(() => {
    setSearch(readFilters(location.search).search);
  }, [location.search]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const apply = (next: Partial<CatalogueFilters>, replace = true) => {
    const merged = { ...readFilters(window.location.search), page: 1, ...next };
    navigateLanding(`${paths.catalogue}${filtersQuery(merged)}`, { replace, keepScroll: true });
  };

  const found = useMemo(() => filterCourses(hub.courses, filters), [hub.courses, filters]);
  const shown = pageOf(found, filters.page, CATALOGUE_PER_PAGE);
  const id = (value: string) => (value === "" ? null : Number(value));

  return (
    <div className={css.container}>
      <div className={css.pageHead}>
        <h1 className={css.pageTitle} tabIndex={-1}>
          {t("hub_landing.catalogue.title")}
        </h1>
        <p className={css.lead}>{t("hub_landing.catalogue.lead", { name: hub.name })}</p>
      </div>
      <form
        className={own.filters}
        aria-label={t("hub_landing.catalogue.filters")}
        onSubmit={(event) => {
          event.preventDefault();
          window.clearTimeout(typing.current);
          apply({ search });
        }}
      >
        <div className={`${own.field} ${own.searchField}`}>
          <label htmlFor="catalogue-search">{t("hub_landing.catalogue.search")}</label>
          <span className={own.searchBox}>
            <Icon name="search" size={18} className={own.searchIcon} />
            <input
              id="catalogue-search"
              type="search"
              className={own.input}
              value={search}
              maxLength={255}
              placeholder={t("hub_landing.catalogue.search_placeholder")}
              onChange={(event) => {
                const value = event.target.value;
                setSearch(value);
                window.clearTimeout(typing.current);
                typing.current = window.setTimeout(() => apply({ search: value }), SEARCH_DELAY_MS);
              }}
            />
          </span>
        </div>
        {hub.categories.length > 0 ? (
          <div className={own.field}>
            <label htmlFor="catalogue-category">{t("hub_landing.catalogue.category")}</label>
            <select
              id="catalogue-category"
              className={own.input}
              value={filters.category ?? ""}
              onChange={(event) => apply({ category: id(event.target.value) }, false)}
            >
              <option value="">{t("hub_landing.catalogue.any_category")}</option>
              {hub.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {hub.tags.length > 0 ? (
          <div className={own.field}>
            <label htmlFor="catalogue-tag">{t("hub_landing.catalogue.tag")}</label>
            <select
              id="catalogue-tag"
              className={own.input}
              value={filters.tag ?? ""}
              onChange={(event) => apply({ tag: id(event.target.value) }, false)}
            >
              <option value="">{t("hub_landing.catalogue.any_tag")}</option>
              {hub.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={own.field}>
          <label htmlFor="catalogue-price">{t("hub_landing.catalogue.price")}</label>
          <select
            id="catalogue-price"
            className={own.input}
            value={filters.price ?? ""}
            onChange={(event) => {
              const value = event.target.value;
              apply({ price: value === "free" || value === "paid" ? value : null }, false);
            }}
          >
            <option value="">{t("hub_landing.catalogue.any_price")}</option>
            <option value="free">{t("hub_landing.catalogue.free")}</option>
            <option value="paid">{t("hub_landing.catalogue.paid")}</option>
          </select>
        </div>
      </form>
      <div className={own.summary}>
        <p role="status">{t("hub_landing.catalogue.count", { count: found.length })}</p>
        {hasFilters(filters) ? (
          <button
            type="button"
            className={css.buttonSecondary}
            onClick={() => {
              window.clearTimeout(typing.current);
              setSearch("");
              apply({ search: "", category: null, tag: null, price: null }, false);
            }}
          >
            {t("hub_landing.catalogue.clear")}
          </button>
        ) : null}
      </div>
      {shown.items.length > 0 ? (
        <ul className={css.grid}>
          {shown.items.map((course) => (
            <li key={course.id}>
              <CourseCard
                course={course}
                href={paths.course(course.id)}
                currency={hub.currency}
                headingLevel={2}
                action={cardCartAction(hub, { kind: "course", ...course })}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.empty}>
          {hub.courses.length === 0 ? t("hub_landing.home.no_courses") : t("hub_landing.catalogue.none")}
        </p>
      )}
      <Pagination
        page={shown.page}
        pages={shown.pages}
        hrefOf={(page) => `${paths.catalogue}${filtersQuery({ ...filters, page })}`}
      />
    </div>
  );
}
