/**
 * The pages a learner's attempt is reported with (issue 17 item 13): the pages dealt to them, in the order
 * they were dealt, when the course deals (a shuffled or limited course keeps the learner's own order), plus any
 * page they have progress on that the deal no longer names (the course changed under them). A course that
 * dealt nothing yet reports its pages in authoring order. Pages deleted since are left out.
 */
export function dealtPageIds(attempt: {
  dealt: readonly number[];
  authoring: readonly number[];
  withProgress: readonly number[];
  exists: (pageId: number) => boolean;
}): number[] {
  const base = attempt.dealt.length > 0 ? attempt.dealt : attempt.authoring;
  return [...new Set([...base, ...attempt.withProgress])].filter(attempt.exists);
}

/** The attempt a session belongs to: the last one that had started when the session did. */
export function attemptAt<T extends { startedAt: number }>(attempts: readonly T[], at: number): T | undefined {
  let found: T | undefined;
  for (const attempt of attempts)
    if (attempt.startedAt <= at && (!found || attempt.startedAt >= found.startedAt)) found = attempt;
  return found ?? attempts[0];
}
