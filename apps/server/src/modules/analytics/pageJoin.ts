/**
 * How the pieces of a page's visits, sent in parts by the player, become visits. The player cuts the open page
 * at each send and its next piece starts at the very instant the last one ended; the parts may reach the server
 * in any order (a closing tab's hide and pagehide sends race), twice, or at the same time. So a visit is the union
 * of the pieces of one page in one session that touch or overlap, whichever came first: joining is then the same
 * whatever the order, and a piece already held changes nothing.
 */

export interface PagePiece {
  page_id: number;
  started_at: Date;
  ended_at: Date;
}

export interface StoredPiece extends PagePiece {
  id: number;
}

export interface PieceWrites {
  /** Stored rows that now cover a longer visit (the lowest id of the visit's rows is kept). */
  update: StoredPiece[];
  /** Stored rows joined into another row of the same visit. */
  remove: number[];
  /** Visits no stored row is part of. */
  insert: PagePiece[];
}

function spanOf(piece: PagePiece): { start: number; end: number } {
  const start = piece.started_at.getTime();
  return { start, end: Math.max(start, piece.ended_at.getTime()) };
}

interface Member {
  id: number | null;
  start: number;
  end: number;
}

/**
 * The writes that make `stored` (the session's rows for the pages of `incoming`) hold the union of both. A piece
 * whose clock ran backwards counts as an instant at its start, as the reports count its time as none.
 */
export function joinPieces(stored: readonly StoredPiece[], incoming: readonly PagePiece[]): PieceWrites {
  const byPage = new Map<number, Member[]>();
  const add = (pageId: number, member: Member) => {
    const list = byPage.get(pageId);
    if (list) list.push(member);
    else byPage.set(pageId, [member]);
  };
  const original = new Map<number, StoredPiece>();
  for (const row of stored) {
    original.set(row.id, row);
    add(row.page_id, { id: row.id, ...spanOf(row) });
  }
  for (const piece of incoming) add(piece.page_id, { id: null, ...spanOf(piece) });

  const writes: PieceWrites = { update: [], remove: [], insert: [] };
  for (const [pageId, members] of byPage) {
    members.sort((a, b) => a.start - b.start || a.end - b.end);
    let visit: Member[] = [];
    let end = Number.NEGATIVE_INFINITY;
    const close = () => {
      if (visit.length > 0) settle(pageId, visit, writes, original);
      visit = [];
    };
    for (const member of members) {
      // Touching counts: the next piece of a cut visit starts exactly where the last one ended.
      if (member.start > end) close();
      visit.push(member);
      end = Math.max(end, member.end);
    }
    close();
  }
  return writes;
}

function settle(pageId: number, visit: Member[], writes: PieceWrites, original: Map<number, StoredPiece>): void {
  const start = Math.min(...visit.map((member) => member.start));
  const end = Math.max(...visit.map((member) => member.end));
  const ids = visit.flatMap((member) => (member.id === null ? [] : [member.id])).sort((a, b) => a - b);
  const [keep, ...joined] = ids;
  if (keep === undefined) {
    writes.insert.push({ page_id: pageId, started_at: new Date(start), ended_at: new Date(end) });
    return;
  }
  writes.remove.push(...joined);
  const row = original.get(keep);
  // Compared as spans: a stored row whose clock ran backwards is left as it is when nothing joins it.
  const held = row ? spanOf(row) : null;
  if (held && (held.start !== start || held.end !== end))
    writes.update.push({ id: keep, page_id: pageId, started_at: new Date(start), ended_at: new Date(end) });
}
