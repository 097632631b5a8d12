/**
 * Moving through the page order (spec 4 Course player). The engine's state has no page (null) once the
 * course is finished: that is the finished screen.
 */

/** The page after `pageId` in the order; null when it is the last one (going next then finishes the course). */
export function nextPageId(order: readonly number[], pageId: number | null): number | null {
  if (pageId === null) return null;
  const index = order.indexOf(pageId);
  return index === -1 ? null : (order[index + 1] ?? null);
}

/** The page before `pageId`; null on the first page. */
export function previousPageId(order: readonly number[], pageId: number | null): number | null {
  if (pageId === null) return null;
  const index = order.indexOf(pageId);
  return index <= 0 ? null : (order[index - 1] ?? null);
}

export const isLastPage = (order: readonly number[], pageId: number | null): boolean =>
  pageId !== null && order.includes(pageId) && nextPageId(order, pageId) === null;

/**
 * Pages the learner may open from the page list: every page up to and including the first one not complete,
 * so the list cannot skip a page whose required blocks are not done.
 */
export function reachablePageIds(order: readonly number[], isComplete: (pageId: number) => boolean): number[] {
  const firstOpen = order.findIndex((id) => !isComplete(id));
  return firstOpen === -1 ? [...order] : order.slice(0, firstOpen + 1);
}
