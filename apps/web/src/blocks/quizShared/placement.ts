/** Where answers sit on a drag-and-drop question: for each place (slot id) the id of the answer on it. */
export type Placement = Readonly<Record<string, string>>;

/**
 * Moves an answer by drag and drop: from the pool (`from` null) or a place, onto a place or back to the pool
 * (`to` null). An answer sits on one place at a time, so it leaves any other; dropped from a place onto a taken
 * one, the two answers swap, and from the pool the answer it covers goes back to the pool.
 */
export function moveAnswer(placement: Placement, answerId: string, from: string | null, to: string | null): Placement {
  if (from === to) return placement;
  const next: Record<string, string> = {};
  for (const [slot, answer] of Object.entries(placement)) if (answer !== answerId) next[slot] = answer;
  if (to === null) return next;
  const covered = next[to];
  next[to] = answerId;
  if (from !== null) {
    if (covered !== undefined) next[from] = covered;
    else delete next[from];
  }
  return next;
}

/** The answers on no place, in the order given (the pool the learner drags from). */
export const unplaced = <T extends { id: string }>(answers: readonly T[], placement: Placement): T[] => {
  const used = new Set(Object.values(placement));
  return answers.filter((answer) => !used.has(answer.id));
};
