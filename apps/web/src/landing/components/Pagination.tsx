import { useLandingI18n } from "../i18n";
import { Icon } from "./Icon";
import { LandingLink } from "./LandingLink";
import pager from "./Pagination.module.css";

/** The pages that get a link: the first, the last, and those around the current one. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of shown) {
    const last = out[out.length - 1];
    if (typeof last === "number" && n - last > 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** Links to the pages of a list; `hrefOf` writes a page's address (the list's state stays in the address). */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useLandingI18n();
  if (pages <= 1) return null;
  return (
    <nav className={pager.pager} aria-label={t("hub_landing.pagination.label")}>
      {page > 1 ? (
        <LandingLink className={pager.link} href={hrefOf(page - 1)} rel="prev">
          <Icon name="prev" size={16} className={pager.flip} />
          {t("hub_landing.pagination.previous")}
        </LandingLink>
      ) : null}
      <ul className={pager.numbers}>
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${i}`} aria-hidden="true" className={pager.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <LandingLink
                className={pager.link}
                href={hrefOf(n)}
                aria-current={n === page ? "page" : undefined}
                aria-label={t("hub_landing.pagination.page", { n })}
              >
                {n}
              </LandingLink>
            </li>
          ),
        )}
      </ul>
      {page < pages ? (
        <LandingLink className={pager.link} href={hrefOf(page + 1)} rel="next">
          {t("hub_landing.pagination.next")}
          <Icon name="next" size={16} className={pager.flip} />
        </LandingLink>
      ) : null}
    </nav>
  );
}
