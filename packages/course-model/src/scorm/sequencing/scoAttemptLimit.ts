// How many attempts a SCO's activity allows (imsss:limitConditions attemptLimit), for the SCORM block's "Start again"
// and for the server that must refuse an attempt past it. Attempts are counted within one attempt of the course,
// where the SCO's data is kept (a new attempt of the course starts every SCO afresh, as its data does): the course's
// own attempts rule governs those, the manifest's attemptLimit the SCO's attempts inside each.
import type { ActivityDef } from "./types";

/** The chain of activities from the root down to the leaf launching `sco`, or null when none does. */
function pathTo(activity: ActivityDef, sco: string): ActivityDef[] | null {
  if (activity.sco === sco) return [activity];
  for (const child of activity.children) {
    const below = pathTo(child, sco);
    if (below) return [activity, ...below];
  }
  return null;
}

/**
 * The attempts `sco`'s activity allows, or null for no limit. With one SCO in the package a new attempt of the SCO is
 * one of the whole package too, so a limit on the organization or a cluster above it counts (the smallest wins);
 * with several, the sequencing engine begins the leaf's attempts within its parents', and only the leaf's own limit
 * bounds them.
 */
export function scoAttemptLimit(tree: ActivityDef | undefined, scoCount: number, sco: string): number | null {
  if (!tree) return null;
  const path = pathTo(tree, sco);
  if (!path) return null;
  const counted = scoCount === 1 ? path : path.slice(-1);
  const limits = counted
    .map((activity) => activity.sequencing?.attemptLimit)
    .filter((limit): limit is number => limit !== undefined && limit > 0);
  return limits.length > 0 ? Math.min(...limits) : null;
}
