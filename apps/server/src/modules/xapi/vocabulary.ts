/**
 * The xAPI 1.0.3 words this server uses: ADL verbs and activity types, the activity ids of a course, and the
 * shape of the statements it makes (a subset of the specification's Statement).
 */

export const XAPI_VERSION = "1.0.3";

const VERB_BASE = "http://adlnet.gov/expapi/verbs/";
const ACTIVITY_BASE = "http://adlnet.gov/expapi/activities/";

export const ADL = {
  activity: {
    course: `${ACTIVITY_BASE}course`,
    lesson: `${ACTIVITY_BASE}lesson`,
    interaction: `${ACTIVITY_BASE}cmi.interaction`,
  },
} as const;

export type Verb =
  | "launched"
  | "initialized"
  | "experienced"
  | "answered"
  | "completed"
  | "passed"
  | "failed"
  | "terminated";

const verb = (name: Verb) => ({ id: `${VERB_BASE}${name}`, display: { "en-US": name } });

export const VERBS: Record<Verb, { id: string; display: LanguageMap }> = {
  launched: verb("launched"),
  initialized: verb("initialized"),
  experienced: verb("experienced"),
  answered: verb("answered"),
  completed: verb("completed"),
  passed: verb("passed"),
  failed: verb("failed"),
  terminated: verb("terminated"),
};

/** Activity ids are addresses on this server (IRIs we own), stable for the course, its pages and its blocks. */
export function activityIds(publicUrl: string, courseId: number) {
  const course = `${publicUrl.replace(/\/$/, "")}/xapi/activities/course/${courseId}`;
  return {
    course,
    page: (pageId: number) => `${course}/page/${pageId}`,
    block: (blockId: number) => `${course}/block/${blockId}`,
    /** context.extensions key: the attempt number of the course, as the player counts it (0 first). */
    attemptExtension: `${publicUrl.replace(/\/$/, "")}/xapi/extensions/attempt`,
  };
}

export type LanguageMap = Record<string, string>;

export interface Activity {
  objectType: "Activity";
  id: string;
  definition: {
    type: string;
    name?: LanguageMap;
    description?: LanguageMap;
    interactionType?: string;
  };
}

export interface Statement {
  id: string;
  actor:
    | { objectType: "Agent"; name: string; mbox: string }
    | { objectType: "Agent"; name: string; account: { homePage: string; name: string } };
  verb: { id: string; display: LanguageMap };
  object: Activity;
  result?: {
    success?: boolean;
    completion?: boolean;
    response?: string;
    duration?: string;
    score?: { scaled: number; raw: number; min: number; max: number };
  };
  context: {
    registration: string;
    platform: string;
    contextActivities?: { parent: Activity[] };
    extensions: Record<string, unknown>;
  };
  timestamp: string;
}
