import type { ActivityDef } from "./types";

/** Whether the package defines any sequencing (imsss:sequencing on its organization or items). */
export function hasSequencing(activity: ActivityDef): boolean {
  return activity.sequencing !== undefined || activity.children.some(hasSequencing);
}

/**
 * A package without sequencing is navigated as LMSs do with SCORM 1.2: previous / next in document order and
 * a free choice in the tree (SN's own default, flow off, would leave the learner the tree only).
 */
export function withSimpleFlow(activity: ActivityDef): ActivityDef {
  return {
    ...activity,
    sequencing: { flow: true, ...activity.sequencing },
    children: activity.children.map(withSimpleFlow),
  };
}
