import type { ScormVersion } from "@coursewright/course-model";

export const SCORM_VERSION_PARAM = "scorm_version";

/** The scorm_version query parameter; SCORM 2004 unless the package says 1.2. */
export const parseScormVersion = (value: string | null): ScormVersion => (value === "1.2" ? "1.2" : "2004");
