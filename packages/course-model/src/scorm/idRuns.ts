/**
 * A list of ids as short text: base 36, and every stretch of consecutive ascending ids as `first-last`
 * ("2s-3b,40"). Order and repeats are kept, so a list reads back exactly as it was. Ids of a course are
 * mostly created in a row, so a 100-page course's lists shrink to a few runs.
 */
export function encodeIdRuns(ids: readonly number[]): string {
  const runs: string[] = [];
  let index = 0;
  while (index < ids.length) {
    const first = ids[index] as number;
    let last = first;
    while (index + 1 < ids.length && ids[index + 1] === last + 1) {
      index += 1;
      last += 1;
    }
    // A run of two is no shorter as "a-b" than as "a,b"; the comma form keeps the text easy to read.
    if (last - first >= 2) runs.push(`${first.toString(36)}-${last.toString(36)}`);
    else if (last === first) runs.push(first.toString(36));
    else runs.push(first.toString(36), last.toString(36));
    index += 1;
  }
  return runs.join(",");
}

/** Whether every id can go through encodeIdRuns and come back the same (non-negative safe integers). */
export const isRunnable = (ids: readonly number[]): boolean => ids.every((id) => Number.isSafeInteger(id) && id >= 0);

const ID = /^[0-9a-z]{1,11}$/;

/** The ids of encodeIdRuns' text, or null when the text is not one of its results. */
export function decodeIdRuns(text: string): number[] | null {
  if (text === "") return [];
  const ids: number[] = [];
  for (const run of text.split(",")) {
    const [from, to, extra] = run.split("-");
    if (extra !== undefined || from === undefined || !ID.test(from) || (to !== undefined && !ID.test(to))) return null;
    const first = Number.parseInt(from, 36);
    const last = to === undefined ? first : Number.parseInt(to, 36);
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last) || last < first) return null;
    for (let id = first; id <= last; id += 1) ids.push(id);
  }
  return ids;
}
