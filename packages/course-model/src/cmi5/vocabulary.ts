// The cmi5 profile's identifiers (cmi5 specification, Quartz: sections 9.3, 9.6 and 13). Plain constants, no zod:
// the AU script that runs inside LMSs bundles them.

/** The namespace of cmi5.xml (section 13.2). */
export const CMI5_COURSE_STRUCTURE_NAMESPACE = "https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd";

/** The xAPI version the AU speaks (X-Experience-API-Version header). */
export const XAPI_VERSION = "1.0.3";

/** The state document the LMS writes before each launch (section 10). */
export const LAUNCH_DATA_STATE_ID = "LMS.LaunchData";

export const CMI5_VERBS = {
  initialized: "http://adlnet.gov/expapi/verbs/initialized",
  completed: "http://adlnet.gov/expapi/verbs/completed",
  passed: "http://adlnet.gov/expapi/verbs/passed",
  failed: "http://adlnet.gov/expapi/verbs/failed",
  terminated: "http://adlnet.gov/expapi/verbs/terminated",
} as const;
export type Cmi5AuVerb = keyof typeof CMI5_VERBS;

export const CMI5_CATEGORY = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
/** On statements whose result has success or completion (section 9.6.2.2), and on no other. */
export const MOVE_ON_CATEGORY = "https://w3id.org/xapi/cmi5/context/categories/moveon";
export const SESSION_ID_EXTENSION = "https://w3id.org/xapi/cmi5/context/extensions/sessionid";
/** On passed and failed statements judged against the LMS's masteryScore (section 9.6.3.2). */
export const MASTERY_SCORE_EXTENSION = "https://w3id.org/xapi/cmi5/context/extensions/masteryscore";

/** moveOn values of the course structure and of LMS.LaunchData (section 13.1.4). */
export const CMI5_MOVE_ON = [
  "Passed",
  "Completed",
  "CompletedAndPassed",
  "CompletedOrPassed",
  "NotApplicable",
] as const;
export type Cmi5MoveOn = (typeof CMI5_MOVE_ON)[number];

/** AnyWindow: the LMS may open the AU in a frame or a window; OwnWindow: a window of its own (section 13.1.4). */
export const CMI5_LAUNCH_METHODS = ["AnyWindow", "OwnWindow"] as const;
export type Cmi5LaunchMethod = (typeof CMI5_LAUNCH_METHODS)[number];

export const CMI5_LAUNCH_MODES = ["Normal", "Browse", "Review"] as const;
export type Cmi5LaunchMode = (typeof CMI5_LAUNCH_MODES)[number];
