import type { Cmi5Actor, Cmi5LaunchData, Cmi5LaunchParameters, XapiActivity, XapiContext } from "./launch";
import { CMI5_CATEGORY, CMI5_VERBS, type Cmi5AuVerb, MASTERY_SCORE_EXTENSION, MOVE_ON_CATEGORY } from "./vocabulary";

export interface XapiResult {
  score?: { scaled: number; raw?: number; min?: number; max?: number };
  success?: boolean;
  completion?: boolean;
  duration?: string;
}

export interface XapiStatement {
  id: string;
  timestamp: string;
  actor: Cmi5Actor;
  verb: { id: string; display: { "en-US": string } };
  object: { objectType: "Activity"; id: string };
  result?: XapiResult;
  context: XapiContext;
}

/** An xAPI duration (ISO 8601) to the hundredth of a second, e.g. PT1H2M3.45S. */
export function xapiDuration(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor(centis / 6000) % 60;
  const seconds = ((centis % 6000) / 100).toFixed(2).replace(/\.?0+$/, "") || "0";
  return `PT${hours > 0 ? `${hours}H` : ""}${hours > 0 || minutes > 0 ? `${minutes}M` : ""}${seconds}S`;
}

const withActivity = (list: XapiActivity[] | undefined, id: string): XapiActivity[] => {
  const current = list ?? [];
  return current.some((activity) => activity.id === id) ? current : [...current, { objectType: "Activity", id }];
};

export interface StatementParts {
  verb: Cmi5AuVerb;
  id: string;
  timestamp: number;
  result?: XapiResult;
  /** Passed and failed statements judged against the LMS's masteryScore name it (section 9.6.3.2). */
  masteryScore?: number;
}

/**
 * A cmi5 defined statement: the launch's actor and AU activity, the context template with nothing of it
 * overwritten (section 10), the registration, the cmi5 category, and the moveOn category exactly when the result
 * carries success or completion (section 9.6.2.2).
 */
export function cmi5Statement(
  launch: Cmi5LaunchParameters,
  data: Cmi5LaunchData,
  parts: StatementParts,
): XapiStatement {
  const template = data.contextTemplate;
  const activities = template.contextActivities ?? {};
  let category = withActivity(activities.category, CMI5_CATEGORY);
  const judged = parts.result?.success !== undefined || parts.result?.completion !== undefined;
  if (judged) category = withActivity(category, MOVE_ON_CATEGORY);
  const extensions: Record<string, unknown> = { ...(template.extensions ?? {}) };
  if (parts.masteryScore !== undefined && !(MASTERY_SCORE_EXTENSION in extensions)) {
    extensions[MASTERY_SCORE_EXTENSION] = parts.masteryScore;
  }
  const statement: XapiStatement = {
    id: parts.id,
    timestamp: new Date(parts.timestamp).toISOString(),
    actor: launch.actor,
    verb: { id: CMI5_VERBS[parts.verb], display: { "en-US": parts.verb } },
    object: { objectType: "Activity", id: launch.activityId },
    context: {
      ...template,
      registration: template.registration ?? launch.registration,
      contextActivities: { ...activities, category },
      extensions,
    },
  };
  if (parts.result) statement.result = parts.result;
  return statement;
}
