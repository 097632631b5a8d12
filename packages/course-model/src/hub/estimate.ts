/**
 * A course's estimated time for its landing page: a reading pace per page and a longer one per question, rounded
 * up to five minutes (at least five). Rough on purpose: creators see the same figure visitors do.
 */
export const MINUTES_PER_PAGE = 2;
export const MINUTES_PER_QUESTION = 1;

export function estimateCourseMinutes(pages: number, questions: number): number {
  const raw = pages * MINUTES_PER_PAGE + questions * MINUTES_PER_QUESTION;
  return Math.max(5, Math.ceil(raw / 5) * 5);
}
