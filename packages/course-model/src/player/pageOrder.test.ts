import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { authoringOrder, limitPages, playOrder, resolvePageId, shuffle } from "./pageOrder";
import { course, page, sequence, topic } from "./testFixtures";

// Topic 1 (order 1): pages 10, 11; topic 2 (order 0): page 20.
const pages = [page(11, 1, 1), page(20, 2, 0), page(10, 1, 0)];
const topics = [topic(1, 1), topic(2, 0)];

describe("page order (spec 4 Course player)", () => {
  describe("authoring order", () => {
    it("is the course's pages_order", () => {
      expect(authoringOrder(course({ pages_order: [10, 11, 20] }), pages, topics)).toEqual([10, 11, 20]);
    });

    it("without pages_order is topics by order, then their pages by order", () => {
      expect(authoringOrder(course({ pages_order: [] }), pages, topics)).toEqual([20, 10, 11]);
    });

    it("leaves out ids of pages that do not exist and adds pages pages_order misses", () => {
      expect(authoringOrder(course({ pages_order: [11, 99, 10] }), pages, topics)).toEqual([11, 10, 20]);
    });
  });

  it("is the authoring order when neither randomize nor limit is set", () => {
    const order = playOrder(course({ pages_order: [10, 11, 20] }), pages, { random: Math.random });
    expect(order).toEqual([10, 11, 20]);
  });

  it("is shuffled with Fisher-Yates when randomize_pages_order is set", () => {
    // i = 2: j = floor(0 * 3) = 0 -> [20, 11, 10]; i = 1: j = floor(0.9 * 2) = 1 -> unchanged.
    const order = playOrder(course({ pages_order: [10, 11, 20], randomize_pages_order: true }), pages, {
      random: sequence(0, 0.9),
    });
    expect(order).toEqual([20, 11, 10]);
  });

  it("is cut to limit_pages_number (2 of 3 pages)", () => {
    const order = playOrder(course({ pages_order: [10, 11, 20], limit_pages_number: 2 }), pages, {
      random: Math.random,
    });
    expect(order).toEqual([10, 11]);
  });

  it("is shuffled first, then cut", () => {
    const order = playOrder(
      course({ pages_order: [10, 11, 20], randomize_pages_order: true, limit_pages_number: 1 }),
      pages,
      { random: sequence(0, 0.9) },
    );
    expect(order).toEqual([20]);
  });

  it("reuses a saved desired order, keeping only pages that still exist and appending none", () => {
    const order = playOrder(course({ pages_order: [10, 11, 20], randomize_pages_order: true }), pages, {
      desired: [20, 99, 10],
      random: () => {
        throw new Error("a saved order is not dealt again");
      },
    });
    expect(order).toEqual([20, 10]);
  });

  it("deals a new order when none of the saved pages exists any more", () => {
    expect(playOrder(course({ pages_order: [10, 11, 20] }), pages, { desired: [98, 99], random: Math.random })).toEqual(
      [10, 11, 20],
    );
  });

  it("falls back to the first page for a page id not in the order", () => {
    expect(resolvePageId([20, 10], 11)).toBe(20);
    expect(resolvePageId([20, 10], null)).toBe(20);
    expect(resolvePageId([20, 10], 10)).toBe(10);
    expect(resolvePageId([], 10)).toBeNull();
  });

  it("a shuffled order is a permutation of the pages, whatever the random source", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 40 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (ids, randoms) => {
          const shuffled = shuffle(ids, () => randoms.next().value);
          expect([...shuffled].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
        },
      ),
    );
  });

  it("a cut order has min(limit, pages) pages", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        (ids, limit, randomize) => {
          const order = playOrder(
            course({ pages_order: ids, limit_pages_number: limit, randomize_pages_order: randomize }),
            ids.map((id, index) => page(id, null, index)),
            { random: Math.random },
          );
          expect(order).toHaveLength(Math.min(limit, ids.length));
          expect(new Set(order).size).toBe(order.length);
        },
      ),
    );
  });

  it("limitPages keeps everything without a limit", () => {
    expect(limitPages([1, 2, 3], null)).toEqual([1, 2, 3]);
  });
});
