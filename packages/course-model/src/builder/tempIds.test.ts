import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { createBuilderState } from "./state";
import { addItem } from "./store";
import { tempIdAllocator } from "./tempIds";
import { block, course, page, sampleState, topic } from "./testFixtures";

describe("temporary ids (spec 4: random, never 0, never colliding)", () => {
  it("temporary ids are never 0 and never collide with existing or new ids, whatever the random source", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.integer({ min: -50, max: 50 }).filter((id) => id !== 0),
          { maxLength: 30 },
        ),
        fc.uniqueArray(fc.integer({ min: -50, max: -1 }), { maxLength: 30 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        fc.integer({ min: 1, max: 60 }),
        (existingIds, newIds, randoms, count) => {
          let state = createBuilderState(course(), {
            topics: [],
            pages: existingIds.map((id, order) => page(id, null, order)),
            blocks: [],
            blockMedia: [],
          });
          for (const id of newIds.filter((id) => !existingIds.includes(id))) {
            state = addItem(state, "blocks", block(id, 1, BLOCK_TYPE.TEXT, { x: 0, y: 0 }));
          }
          const stream = randoms[Symbol.iterator]();
          const next = tempIdAllocator(state, () => stream.next().value ?? 0);
          const ids = Array.from({ length: count }, next);
          const taken = new Set([...existingIds, ...newIds]);
          for (const id of ids) {
            expect(id).not.toBe(0);
            expect(taken.has(id)).toBe(false);
            expect(Number.isSafeInteger(id)).toBe(true);
          }
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
    );
  });

  it("temporary ids are negative, so the save tells them from stored ids", () => {
    const next = tempIdAllocator(sampleState());
    for (let n = 0; n < 100; n++) expect(next()).toBeLessThan(0);
  });

  it("temporary ids are random: two builders do not hand out the same sequence", () => {
    const a = tempIdAllocator(sampleState());
    const b = tempIdAllocator(sampleState());
    expect([a(), a(), a()]).not.toEqual([b(), b(), b()]);
  });

  it("a random source stuck on one value still yields fresh ids", () => {
    const state = addItem(sampleState(), "topics", topic(-1, 2));
    const next = tempIdAllocator(state, () => 0);
    const ids = [next(), next(), next()];
    expect(ids).not.toContain(-1);
    expect(new Set(ids).size).toBe(3);
  });
});
