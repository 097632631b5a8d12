import type { CatalogueQuery } from "@coursewright/course-model";
import type { SnapshotCourse } from "./snapshot";

/** The catalogue's filters over the hub's courses, in the hub's order (every filter given must match). */
export function filterCatalogue(courses: readonly SnapshotCourse[], query: CatalogueQuery): SnapshotCourse[] {
  const search = query.search?.trim().toLocaleLowerCase();
  return courses.filter(
    (course) =>
      (!search || `${course.title}\n${course.description ?? ""}`.toLocaleLowerCase().includes(search)) &&
      (query.category_id === undefined || course.category_ids.includes(query.category_id)) &&
      (query.tag_id === undefined || course.tag_ids.includes(query.tag_id)) &&
      (query.price === undefined || (query.price === "free" ? course.price === 0 : course.price > 0)),
  );
}
