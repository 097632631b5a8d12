import type { Course } from "../course/course";
import type { Page } from "../course/page";
import type { Topic } from "../course/topic";

/**
 * The order of the pages a learner plays (spec 4 Course player): authoring order, shuffled when
 * randomize_pages_order is set, then cut to limit_pages_number when set. The order is chosen once per
 * attempt and kept in progress (desiredPagesOrder), so a resumed or reloaded course does not reshuffle.
 */

type OrderedPage = Pick<Page, "id" | "topic_id" | "order">;
type OrderedCourse = Pick<Course, "pages_order" | "randomize_pages_order" | "limit_pages_number">;

/**
 * Pages in authoring order: the course's pages_order, which is the topics' pages flattened; pages it does not
 * name yet (it should name them all) follow by topic order, then page order.
 */
export function authoringOrder(
  course: Pick<Course, "pages_order">,
  pages: readonly OrderedPage[],
  topics: readonly Pick<Topic, "id" | "order">[] = [],
): number[] {
  const known = new Set(pages.map((page) => page.id));
  const listed = [...new Set(course.pages_order)].filter((id) => known.has(id));
  const listedSet = new Set(listed);
  const topicOrder = new Map(topics.map((topic) => [topic.id, topic.order]));
  const topicRank = (page: OrderedPage) =>
    page.topic_id === null ? -1 : (topicOrder.get(page.topic_id) ?? Number.MAX_SAFE_INTEGER);
  const rest = pages
    .filter((page) => !listedSet.has(page.id))
    .sort((a, b) => topicRank(a) - topicRank(b) || a.order - b.order || a.id - b.id)
    .map((page) => page.id);
  return [...listed, ...rest];
}

/** Fisher-Yates with the given random source; a new array, every order equally likely for a fair source. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    // min() guards a source that returns 1, which Math.random never does but a test double might.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = result[i] as T;
    result[i] = result[j] as T;
    result[j] = a;
  }
  return result;
}

/** The first `limit` ids; all of them when limit is null. */
export function limitPages(ids: readonly number[], limit: number | null): number[] {
  return limit === null ? [...ids] : ids.slice(0, Math.max(0, limit));
}

/**
 * The order to play. A saved desired order (from progress or the integration) is reused with the pages that
 * still exist, and nothing appended: the learner's attempt keeps the pages it was dealt. Without one (or when
 * none of its pages exists any more) a new order is dealt.
 */
export function playOrder(
  course: OrderedCourse,
  pages: readonly OrderedPage[],
  options: {
    topics?: readonly Pick<Topic, "id" | "order">[];
    desired?: readonly number[] | null;
    random: () => number;
  },
): number[] {
  const known = new Set(pages.map((page) => page.id));
  const saved = [...new Set(options.desired ?? [])].filter((id) => known.has(id));
  if (saved.length > 0) return saved;
  const authored = authoringOrder(course, pages, options.topics);
  const dealt = course.randomize_pages_order ? shuffle(authored, options.random) : authored;
  return limitPages(dealt, course.limit_pages_number);
}

/** Opening a page id not in the order falls back to the first page (spec 4); null when there is no page. */
export function resolvePageId(order: readonly number[], pageId: number | null | undefined): number | null {
  if (pageId !== null && pageId !== undefined && order.includes(pageId)) return pageId;
  return order[0] ?? null;
}
