import type { ScormSnapshot } from "@coursewright/course-model";

/** The package says the learner is through: completed (either version) or passed. */
export function scormDone(snapshot: Pick<ScormSnapshot, "completion_status" | "success_status">): boolean {
  return snapshot.completion_status === "completed" || snapshot.success_status === "passed";
}
