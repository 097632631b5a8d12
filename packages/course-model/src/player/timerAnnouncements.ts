/**
 * When the page's countdown is read out to screen readers (issue 17 item 9): not every second, which would
 * drown everything else, but at a few moments that change what the learner does: half the time gone (for
 * limits of two minutes or more), one minute left, ten seconds left. A limit shorter than a milestone never
 * announces it (a 45-second page does not say "one minute left" as it opens).
 */
export type TimerMilestone = "half" | "minute" | "ten";

/** The milestones of a limit, most distant first: each with the seconds left at which it is read out. */
export function timerMilestones(limitSeconds: number): { milestone: TimerMilestone; at: number }[] {
  const milestones: { milestone: TimerMilestone; at: number }[] = [];
  const half = Math.floor(limitSeconds / 2);
  if (limitSeconds >= 120) milestones.push({ milestone: "half", at: half });
  if (limitSeconds > 60) milestones.push({ milestone: "minute", at: 60 });
  if (limitSeconds > 10) milestones.push({ milestone: "ten", at: 10 });
  return milestones;
}

/**
 * The milestone the countdown has just reached, going from `before` to `now` seconds left (ticks may skip
 * seconds when the tab sleeps): the most urgent one crossed, or null. The first tick of a page (before null,
 * after a reload too) announces nothing: the timer itself is there to be read.
 */
export function timerAnnouncement(limitSeconds: number, before: number | null, now: number): TimerMilestone | null {
  if (before === null || now >= before || now <= 0) return null;
  let reached: TimerMilestone | null = null;
  for (const { milestone, at } of timerMilestones(limitSeconds)) {
    if (before > at && now <= at) reached = milestone;
  }
  return reached;
}
