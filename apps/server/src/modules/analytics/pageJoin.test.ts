import { describe, expect, it } from "vitest";
import { joinPieces, type PagePiece, type StoredPiece } from "./pageJoin";

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 1, 10, 0, seconds));
const piece = (page_id: number, from: number, to: number): PagePiece => ({
  page_id,
  started_at: at(from),
  ended_at: at(to),
});
const row = (id: number, page_id: number, from: number, to: number): StoredPiece => ({
  id,
  ...piece(page_id, from, to),
});

/** Applies the writes to the rows, as recordSession does, giving the rows after (new ones numbered from 100). */
function applied(stored: StoredPiece[], incoming: PagePiece[]): StoredPiece[] {
  const writes = joinPieces(stored, incoming);
  const updates = new Map(writes.update.map((update) => [update.id, update]));
  const kept = stored.filter((r) => !writes.remove.includes(r.id)).map((r) => updates.get(r.id) ?? r);
  return [...kept, ...writes.insert.map((p, index) => ({ id: 100 + index, ...p }))];
}

/** The visits as [page, from, to] in seconds, whatever the ids. */
const visits = (rows: PagePiece[]) =>
  rows
    .map((r) => [r.page_id, r.started_at.getUTCSeconds(), r.ended_at.getUTCSeconds()])
    .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0) || (a[0] ?? 0) - (b[0] ?? 0));

describe("joinPieces", () => {
  it("joins a piece to the visit it continues, on either side, and both sides at once", () => {
    expect(visits(applied([row(1, 7, 0, 10)], [piece(7, 10, 20)]))).toEqual([[7, 0, 20]]);
    expect(visits(applied([row(1, 7, 10, 20)], [piece(7, 0, 10)]))).toEqual([[7, 0, 20]]);
    // The middle piece arriving last joins the two it lies between: the later row goes, the first keeps the visit.
    const writes = joinPieces([row(1, 7, 0, 10), row(2, 7, 20, 30)], [piece(7, 10, 20)]);
    expect(writes).toEqual({ update: [row(1, 7, 0, 30)], remove: [2], insert: [] });
  });

  it("gives the same visits whatever order the pieces come in", () => {
    const pieces = [piece(7, 0, 10), piece(7, 10, 20), piece(7, 20, 21), piece(8, 21, 30), piece(7, 30, 31)];
    const orders = [
      [0, 1, 2, 3, 4],
      [4, 3, 2, 1, 0],
      [2, 0, 4, 1, 3],
      [1, 3, 0, 4, 2],
    ];
    for (const order of orders) {
      let rows: StoredPiece[] = [];
      for (const index of order) {
        const next = pieces[index];
        if (next) rows = applied(rows, [next]).map((r, id) => ({ ...r, id: id + 1 }));
      }
      expect(visits(rows)).toEqual([
        [7, 0, 21],
        [8, 21, 30],
        [7, 30, 31],
      ]);
    }
  });

  it("writes nothing for a piece already held (a part sent twice)", () => {
    expect(joinPieces([row(1, 7, 0, 20)], [piece(7, 0, 10)])).toEqual({ update: [], remove: [], insert: [] });
    expect(joinPieces([row(1, 7, 0, 20)], [piece(7, 0, 20)])).toEqual({ update: [], remove: [], insert: [] });
  });

  it("keeps visits of other pages and pieces that do not touch apart", () => {
    const writes = joinPieces([row(1, 7, 0, 10)], [piece(8, 10, 20), piece(7, 11, 20)]);
    expect(writes).toEqual({ update: [], remove: [], insert: [piece(7, 11, 20), piece(8, 10, 20)] });
  });

  it("counts a piece whose clock ran backwards as an instant at its start, and leaves such a row alone", () => {
    expect(joinPieces([], [piece(7, 20, 10)]).insert).toEqual([piece(7, 20, 20)]);
    expect(joinPieces([row(1, 7, 20, 10)], [piece(7, 40, 50)])).toEqual({
      update: [],
      remove: [],
      insert: [piece(7, 40, 50)],
    });
  });
});
