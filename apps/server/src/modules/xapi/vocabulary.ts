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

/**
 * THE activity id of a course, for xAPI statements and for cmi5 packages alike (cmi5Iris): one course, one id,
 * so an LRS that gets both sees one activity. Packages exported before this was shared say
 * …/xapi/activities/courses/{id} (plural) and keep it in the LMSs that imported them; nothing new says that.
 */
export const courseActivityId = (publicUrl: string, courseId: number) =>
  `${publicUrl.replace(/\/+$/, "")}/xapi/activities/course/${courseId}`;

/** Activity ids are addresses on this server (IRIs we own), stable for the course, its pages and its blocks. */
export function activityIds(publicUrl: string, courseId: number) {
  const course = courseActivityId(publicUrl, courseId);
  return {
    course,
    page: (pageId: number) => `${course}/page/${pageId}`,
    block: (blockId: number) => `${course}/block/${blockId}`,
    /** context.extensions key: the attempt number, 1 for the first, as reports show it ("Attempt 1"). */
    attemptExtension: `${publicUrl.replace(/\/+$/, "")}/xapi/extensions/attempt`,
  };
}

export type LanguageMap = Record<string, string>;

/** A component of an interaction (choices, source, target): our item id and its text. */
export interface InteractionComponent {
  id: string;
  description: LanguageMap;
}

export interface Activity {
  objectType: "Activity";
  id: string;
  definition: {
    type: string;
    name?: LanguageMap;
    description?: LanguageMap;
    interactionType?: string;
    choices?: InteractionComponent[];
    source?: InteractionComponent[];
    target?: InteractionComponent[];
    correctResponsesPattern?: string[];
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
