import fc from "fast-check";
import type { GridRect } from "./constants";

export type Placed = GridRect & { id: number };

/** Blocks of a page for property tests: whole cells within the 12 columns, overlapping or not. */
export const arbitraryPage = (max = 12): fc.Arbitrary<Placed[]> =>
  fc
    .array(
      fc.record({ x: fc.integer({ min: 0, max: 11 }), y: fc.integer({ min: 0, max: 80 }) }).chain(({ x, y }) =>
        fc.record({
          x: fc.constant(x),
          y: fc.constant(y),
          w: fc.integer({ min: 1, max: 12 - x }),
          h: fc.integer({ min: 1, max: 40 }),
        }),
      ),
      { maxLength: max },
    )
    .map((rects) => rects.map((rect, index) => ({ ...rect, id: index + 1 })));
