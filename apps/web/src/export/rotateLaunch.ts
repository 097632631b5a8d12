import type { ScormVersion } from "@coursewright/course-model";
import { authClient } from "../api/http";

export interface RotatedLaunch {
  message: string;
  data: { version: ScormVersion; rotated: boolean };
}

/** Stops the course's SCORM packages of a version exported so far; the next download carries a new launch. */
export const rotateScormLaunch = (courseId: number, version: ScormVersion) =>
  authClient.post<RotatedLaunch>(`/api/courses/${courseId}/export/scorm/rotate`, { version }, { redirectOn404: false });

export interface RotatedCmi5Launch {
  message: string;
  data: { rotated: boolean };
}

/** Stops the course's cmi5 packages exported so far; the next download carries a new launch. */
export const rotateCmi5Launch = (courseId: number) =>
  authClient.post<RotatedCmi5Launch>(`/api/courses/${courseId}/export/cmi5/rotate`, {}, { redirectOn404: false });
