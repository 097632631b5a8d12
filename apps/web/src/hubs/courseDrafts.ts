import type { CurrencyCode, HubCourse, PutHubCoursesRequest } from "@coursewright/course-model";
import { type PriceDraft, type PriceProblem, priceDraftOf, readPriceDraft } from "./priceDraft";

/** A course of the hub as the Courses section edits it (saved with the settings, as one list). */
export interface CourseDraft {
  course_id: number;
  title: string;
  /** A small picture of the course, or null. */
  image_url: string | null;
  featured: boolean;
  price: PriceDraft;
  category_ids: number[];
  tag_ids: number[];
}

export function courseDraftsOf(courses: HubCourse[], currency: CurrencyCode): CourseDraft[] {
  return [...courses]
    .sort((a, b) => a.order - b.order)
    .map((course) => ({
      course_id: course.course_id,
      title: course.title,
      image_url: course.image ? (course.image.thumb_url ?? course.image.url) : null,
      featured: course.featured,
      price: priceDraftOf(course.price, currency),
      category_ids: course.category_ids,
      tag_ids: course.tag_ids,
    }));
}

/** Whether two lists differ in anything the server stores (order included). */
export function draftsDiffer(a: CourseDraft[], b: CourseDraft[]): boolean {
  const stored = (list: CourseDraft[]) =>
    JSON.stringify(
      list.map(({ course_id, featured, price, category_ids, tag_ids }) => [
        course_id,
        featured,
        price,
        category_ids,
        tag_ids,
      ]),
    );
  return stored(a) !== stored(b);
}

/**
 * The PUT body for the list, or the price problems by course id. Labels deleted meanwhile (no longer among
 * `labelIds`) are left out rather than refused.
 */
export function draftsToRequest(
  drafts: CourseDraft[],
  currency: CurrencyCode,
  labelIds: { categories: Set<number> | null; tags: Set<number> | null },
): { ok: true; body: PutHubCoursesRequest } | { ok: false; problems: Map<number, PriceProblem> } {
  const problems = new Map<number, PriceProblem>();
  const courses: PutHubCoursesRequest["courses"] = [];
  const keep = (ids: number[], known: Set<number> | null) => (known ? ids.filter((id) => known.has(id)) : ids);
  for (const draft of drafts) {
    const price = readPriceDraft(draft.price, currency);
    if (!price.ok) {
      problems.set(draft.course_id, price.problem);
      continue;
    }
    courses.push({
      course_id: draft.course_id,
      featured: draft.featured,
      price: price.minor,
      category_ids: keep(draft.category_ids, labelIds.categories),
      tag_ids: keep(draft.tag_ids, labelIds.tags),
    });
  }
  return problems.size > 0 ? { ok: false, problems } : { ok: true, body: { courses } };
}

/** The list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
