/**
 * How far a learner is through a course, as their course cards show it. Only a completed course is at 100 %:
 * a learner who has done every page but not finished (the Finish still to press, or pages counted twice after
 * the course changed) is at most 99 %, so "Upcoming" never shows a full bar for a course it still lists.
 */
export function learnerProgressPercent(progress: { completed: boolean; pagesDone: number; runPages: number }): number {
  if (progress.completed) return 100;
  if (progress.runPages <= 0 || progress.pagesDone <= 0) return 0;
  return Math.min(99, Math.floor((progress.pagesDone * 100) / progress.runPages));
}
