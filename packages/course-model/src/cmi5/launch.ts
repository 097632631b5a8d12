import {
  CMI5_LAUNCH_MODES,
  CMI5_MOVE_ON,
  type Cmi5LaunchMode,
  type Cmi5MoveOn,
  SESSION_ID_EXTENSION,
} from "./vocabulary";

// What the LMS hands the AU at launch (cmi5 section 8.1: the launch URL's query; section 10: LMS.LaunchData),
// read with type guards rather than zod so that the AU script stays small.

export interface XapiActivity {
  id: string;
  objectType?: "Activity";
  [key: string]: unknown;
}

export interface XapiContextActivities {
  parent?: XapiActivity[];
  grouping?: XapiActivity[];
  category?: XapiActivity[];
  other?: XapiActivity[];
}

export interface XapiContext {
  registration?: string;
  contextActivities?: XapiContextActivities;
  extensions?: Record<string, unknown>;
  [key: string]: unknown;
}

/** cmi5 actors are Agents with an account (section 9.2). */
export interface Cmi5Actor {
  objectType?: "Agent";
  name?: string;
  account: { homePage: string; name: string };
}

export interface Cmi5LaunchParameters {
  /** The LRS endpoint, ending in a slash once read (the xAPI resources are appended to it). */
  endpoint: string;
  fetch: string;
  actor: Cmi5Actor;
  registration: string;
  activityId: string;
}

export interface Cmi5LaunchData {
  contextTemplate: XapiContext;
  launchMode: Cmi5LaunchMode;
  moveOn: Cmi5MoveOn | null;
  masteryScore: number | null;
  returnURL: string | null;
  /** The session id of this launch, from the context template's extension. */
  sessionId: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";

function parseActor(text: string): Cmi5Actor | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.account)) return null;
  const { homePage, name } = value.account;
  if (!nonEmpty(homePage) || !nonEmpty(name)) return null;
  if (value.objectType !== undefined && value.objectType !== "Agent") return null;
  const actor: Cmi5Actor = { objectType: "Agent", account: { homePage, name } };
  if (nonEmpty(value.name)) actor.name = value.name;
  return actor;
}

const isAbsoluteUrl = (value: string): boolean => /^https?:\/\/[^\s]+$/i.test(value);

/** What the parameters are read from: the launch URL's URLSearchParams (course-model has no DOM types). */
export interface LaunchQuery {
  get(name: string): string | null;
}

/** The launch URL's five parameters, or null when one is missing or malformed (the page was not opened by an LMS). */
export function parseCmi5LaunchParameters(search: LaunchQuery): Cmi5LaunchParameters | null {
  const endpoint = search.get("endpoint") ?? "";
  const fetch = search.get("fetch") ?? "";
  const registration = search.get("registration") ?? "";
  const activityId = search.get("activityId") ?? "";
  const actor = parseActor(search.get("actor") ?? "");
  if (!isAbsoluteUrl(endpoint) || !isAbsoluteUrl(fetch) || !nonEmpty(registration) || !nonEmpty(activityId)) {
    return null;
  }
  if (!actor) return null;
  return { endpoint: endpoint.endsWith("/") ? endpoint : `${endpoint}/`, fetch, actor, registration, activityId };
}

function activityList(value: unknown): XapiActivity[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((item): item is XapiActivity => isRecord(item) && nonEmpty(item.id));
}

/** LMS.LaunchData as the LMS wrote it, or null when it lacks what the AU needs (a context template with a session). */
export function parseCmi5LaunchData(value: unknown): Cmi5LaunchData | null {
  if (!isRecord(value) || !isRecord(value.contextTemplate)) return null;
  const template = value.contextTemplate;
  const extensions = isRecord(template.extensions) ? template.extensions : {};
  const sessionId = extensions[SESSION_ID_EXTENSION];
  if (!nonEmpty(sessionId)) return null;
  const launchMode = CMI5_LAUNCH_MODES.find((mode) => mode === value.launchMode);
  if (!launchMode) return null;
  const activities = isRecord(template.contextActivities) ? template.contextActivities : {};
  const contextActivities: XapiContextActivities = {};
  for (const key of ["parent", "grouping", "category", "other"] as const) {
    const list = activityList(activities[key]);
    if (list) contextActivities[key] = list;
  }
  const mastery = value.masteryScore;
  return {
    contextTemplate: { ...template, contextActivities, extensions },
    launchMode,
    moveOn: CMI5_MOVE_ON.find((moveOn) => moveOn === value.moveOn) ?? null,
    masteryScore: typeof mastery === "number" && mastery >= 0 && mastery <= 1 ? mastery : null,
    returnURL: nonEmpty(value.returnURL) ? value.returnURL : null,
    sessionId,
  };
}
