/** A route's numeric id parameter (/editCourse/:courseId, ...), or null when it is not a positive integer. */
export function parseIdParam(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
