// What the manifest gives each SCO at run time (issue 16 item 4): launch data, mastery / passing score, completion
// threshold, time limit and objectives. A value the standard would not accept is left out, never an error: the
// package still imports and the SCO runs with the LMS defaults.
import { type ScormScoData, scormDurationMs } from "@coursewright/course-model";

export type XmlNode = { [key: string]: unknown };

const isNode = (value: unknown): value is XmlNode => typeof value === "object" && value !== null;

/** Children by local name, ignoring case (1.2 writes datafromlms, 2004 dataFromLMS). */
export function children(parent: XmlNode | undefined, name: string): XmlNode[] {
  if (!parent) return [];
  const wanted = name.toLowerCase();
  const out: unknown[] = [];
  for (const [key, value] of Object.entries(parent)) {
    if (key.toLowerCase() !== wanted) continue;
    out.push(...(Array.isArray(value) ? value : [value]));
  }
  // Plain text elements parse as strings: wrap them so attributes and text read alike.
  return out.map((value) => (isNode(value) ? value : { "#text": value }));
}

export const child = (parent: XmlNode | undefined, name: string): XmlNode | undefined => children(parent, name)[0];

export function attr(node: XmlNode | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const wanted = `@_${name.toLowerCase()}`;
  for (const [key, value] of Object.entries(node)) {
    if (key.toLowerCase() === wanted && typeof value === "string") return value.trim();
  }
  return undefined;
}

export function text(node: XmlNode | undefined): string | undefined {
  const value = node?.["#text"];
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number") return String(value);
  return undefined;
}

/** A decimal within [min, max] as the manifest wrote it, else undefined. */
function decimal(value: string | undefined, min: number, max: number): string | undefined {
  if (!value || !/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? value : undefined;
}

const TIME_LIMIT_ACTIONS = new Set(["exit,message", "exit,no message", "continue,message", "continue,no message"]);
const CMI_TIMESPAN = /^\d{2,4}:\d{2}:\d{2}(\.\d{1,2})?$/;
/** SCORM's smallest maximum for launch data (2004 SPM 4,000 characters; 1.2 CMIString4096). */
const LAUNCH_DATA_MAX = 4000;
const OBJECTIVES_MAX = 100;
/** 2004 long identifier type: a URI-like string without spaces, at most 4,000 characters. */
const OBJECTIVE_ID = /^\S{1,4000}$/;

function timeLimitAction(value: string | undefined): string | undefined {
  const normalised = value?.toLowerCase().replace(/\s*,\s*/, ",");
  return normalised && TIME_LIMIT_ACTIONS.has(normalised) ? normalised : undefined;
}

/** The item's sequencing, or the collection's one it names by IDRef (the item's own parts win). */
function sequencingParts(item: XmlNode, collection: Map<string, XmlNode>): XmlNode[] {
  const own = child(item, "sequencing");
  const shared = collection.get(attr(own, "IDRef") ?? "");
  return [own, shared].filter(isNode);
}

function objectivesOf(parts: XmlNode[]): XmlNode | undefined {
  return parts.map((part) => child(part, "objectives")).find(isNode);
}

function data2004(item: XmlNode, collection: Map<string, XmlNode>): ScormScoData {
  const data: ScormScoData = {};
  const parts = sequencingParts(item, collection);
  const objectives = objectivesOf(parts);
  const primary = child(objectives, "primaryObjective");
  if (attr(primary, "satisfiedByMeasure")?.toLowerCase() === "true") {
    // IMS SS: minNormalizedMeasure defaults to 1.0 when the objective is satisfied by measure.
    data.scaled_passing_score = decimal(text(child(primary, "minNormalizedMeasure")) ?? "1.0", -1, 1);
  }
  const ids = [primary, ...children(objectives, "objective")]
    .map((objective) => attr(objective, "objectiveID"))
    .filter((id): id is string => id !== undefined && OBJECTIVE_ID.test(id));
  const unique = [...new Set(ids)].slice(0, OBJECTIVES_MAX);
  if (unique.length > 0) data.objectives = unique;

  const limit = parts.map((part) => attr(child(part, "limitConditions"), "attemptAbsoluteDurationLimit")).find(Boolean);
  if (limit && scormDurationMs(limit) !== null) data.max_time_allowed = limit;

  const threshold = child(item, "completionThreshold");
  if (threshold) {
    // 4th Edition: attributes (completedByMeasure, minProgressMeasure default 1.0); 3rd Edition: the text.
    const byMeasure = attr(threshold, "completedByMeasure");
    const value =
      byMeasure === undefined
        ? text(threshold)
        : byMeasure.toLowerCase() === "true"
          ? (attr(threshold, "minProgressMeasure") ?? "1.0")
          : undefined;
    data.completion_threshold = decimal(value, 0, 1);
  }
  data.time_limit_action = timeLimitAction(text(child(item, "timeLimitAction")));
  const shared = sharedData(item);
  if (shared.length > 0) data.shared_data = shared;
  return data;
}

/** A boolean attribute as XML Schema writes it, else its default. */
export function flag(node: XmlNode, name: string, fallback: boolean): boolean {
  const value = attr(node, name)?.toLowerCase();
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return fallback;
}

/** 4th Edition `<adlcp:data><adlcp:map targetID readSharedData writeSharedData/>`: one entry per store id. */
function sharedData(item: XmlNode): NonNullable<ScormScoData["shared_data"]> {
  const out = new Map<string, { id: string; read: boolean; write: boolean }>();
  for (const map of children(child(item, "data"), "map")) {
    const id = attr(map, "targetID");
    if (!id || !OBJECTIVE_ID.test(id) || out.has(id)) continue;
    out.set(id, { id, read: flag(map, "readSharedData", true), write: flag(map, "writeSharedData", true) });
  }
  return [...out.values()].slice(0, OBJECTIVES_MAX);
}

function data12(item: XmlNode): ScormScoData {
  const maxTime = text(child(item, "maxtimeallowed"));
  return {
    mastery_score: decimal(text(child(item, "masteryscore")), 0, 100),
    max_time_allowed: maxTime && CMI_TIMESPAN.test(maxTime) ? maxTime : undefined,
    time_limit_action: timeLimitAction(text(child(item, "timelimitaction"))),
  };
}

/** The sequencing elements of <imsss:sequencingCollection> by their ID, for items that refer to them. */
export function sequencingCollection(manifest: XmlNode): Map<string, XmlNode> {
  const out = new Map<string, XmlNode>();
  for (const sequencing of children(child(manifest, "sequencingCollection"), "sequencing")) {
    const id = attr(sequencing, "ID");
    if (id) out.set(id, sequencing);
  }
  return out;
}

/** The run-time data of one item, or undefined when the manifest gives none (or only bad values). */
export function scoData(
  version: "1.2" | "2004",
  item: XmlNode,
  collection: Map<string, XmlNode>,
): ScormScoData | undefined {
  try {
    const data = version === "1.2" ? data12(item) : data2004(item, collection);
    const launchData = text(child(item, "dataFromLMS"));
    if (launchData && launchData.length <= LAUNCH_DATA_MAX) data.launch_data = launchData;
    const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined)) as ScormScoData;
    return Object.keys(kept).length > 0 ? kept : undefined;
  } catch {
    // Bad input never breaks an import: the SCO runs without manifest data.
    return undefined;
  }
}
