import type { LandingCourse } from "@coursewright/course-model";

export type PriceFilter = "free" | "paid";

/** The catalogue's filters and page, as its address carries them (?q=&category=&tag=&price=&page=). */
export interface CatalogueFilters {
  search: string;
  category: number | null;
  tag: number | null;
  price: PriceFilter | null;
  page: number;
}

const id = (text: string | null) => {
  const value = Number(text);
  return text && Number.isSafeInteger(value) && value > 0 ? value : null;
};

export function readFilters(search: string): CatalogueFilters {
  const params = new URLSearchParams(search);
  const price = params.get("price");
  return {
    search: (params.get("q") ?? "").slice(0, 255),
    category: id(params.get("category")),
    tag: id(params.get("tag")),
    price: price === "free" || price === "paid" ? price : null,
    page: id(params.get("page")) ?? 1,
  };
}

/** The query of the filters ("" when none), page 1 left out. */
export function filtersQuery(filters: CatalogueFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("q", filters.search.trim());
  if (filters.category !== null) params.set("category", String(filters.category));
  if (filters.tag !== null) params.set("tag", String(filters.tag));
  if (filters.price) params.set("price", filters.price);
  if (filters.page > 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export const hasFilters = (filters: CatalogueFilters) =>
  Boolean(filters.search.trim()) || filters.category !== null || filters.tag !== null || filters.price !== null;

/**
 * The courses the filters keep, in the hub's order: the server's catalogue rule (its /courses answer) applied to
 * the hub's courses the page already has, so filtering needs no request.
 */
export function filterCourses(courses: readonly LandingCourse[], filters: CatalogueFilters): LandingCourse[] {
  const search = filters.search.trim().toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (!search || `${course.title}\n${course.description ?? ""}`.toLocaleLowerCase().includes(search)) &&
      (filters.category === null || course.category_ids.includes(filters.category)) &&
      (filters.tag === null || course.tag_ids.includes(filters.tag)) &&
      (filters.price === null || (filters.price === "free" ? course.price === 0 : course.price > 0)),
  );
}

/** One page of `items` (pages count from 1; a page past the end shows the last one). */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pages };
}
