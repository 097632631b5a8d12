// The SCORM 2004 4th Edition parts of an item's sequencing (issue 16): ADL's extensions (adlseq:) and IMS SS
// randomizationControls. The manifest parser drops namespace prefixes, so imsss:objectives and adlseq:objectives
// both read as "objectives": IMS SS requires a primaryObjective in its own, ADL's never has one. Values outside
// the vocabulary are dropped one by one, never an error.
import type { ObjectiveDef, ObjectiveMapDef, SelectionTiming, SequencingDef } from "@coursewright/course-model";
import { attr, child, children, flag, type XmlNode } from "./manifestData";

const TIMINGS: readonly string[] = ["never", "once", "onEachNewAttempt"] satisfies SelectionTiming[];
const ID = /^\S{1,4000}$/;
/** Bounds on what one hostile manifest may make the engine evaluate. */
const MAX_MAPS = 100;
/** selectCount: far above any real cluster. */
const MAX_SELECT = 10_000;

const timing = (node: XmlNode | undefined, name: string): SelectionTiming | undefined => {
  const value = attr(node, name);
  return value !== undefined && TIMINGS.includes(value) ? (value as SelectionTiming) : undefined;
};

function booleanAttr(node: XmlNode | undefined, name: string): boolean | undefined {
  const value = attr(node, name)?.toLowerCase();
  return value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : undefined;
}

/** imsss:randomizationControls (selectionTiming, selectCount, randomizationTiming, reorderChildren). */
export function randomization(node: XmlNode | undefined): Partial<SequencingDef> {
  const out: Partial<SequencingDef> = {};
  const selectionTiming = timing(node, "selectionTiming");
  if (selectionTiming) out.selectionTiming = selectionTiming;
  const randomizationTiming = timing(node, "randomizationTiming");
  if (randomizationTiming) out.randomizationTiming = randomizationTiming;
  const count = attr(node, "selectCount");
  // A count of 0 would leave the cluster nothing to deliver: only positive whole numbers are kept.
  if (count !== undefined && /^\d{1,6}$/.test(count) && Number(count) > 0)
    out.selectCount = Math.min(Number(count), MAX_SELECT);
  const reorder = booleanAttr(node, "reorderChildren");
  if (reorder !== undefined) out.reorderChildren = reorder;
  return out;
}

/** adlseq:constrainedChoiceConsiderations and measureSatisfactionIfActive of adlseq:rollupConsiderations. */
export function adlControls(
  constrained: XmlNode | undefined,
  considerations: XmlNode | undefined,
): Partial<SequencingDef> {
  const out: Partial<SequencingDef> = {};
  const prevent = booleanAttr(constrained, "preventActivation");
  if (prevent !== undefined) out.preventActivation = prevent;
  const constrain = booleanAttr(constrained, "constrainChoice");
  if (constrain !== undefined) out.constrainChoice = constrain;
  const measure = booleanAttr(considerations, "measureSatisfactionIfActive");
  if (measure !== undefined) out.measureSatisfactionIfActive = measure;
  return out;
}

const isImsss = (objectives: XmlNode) => child(objectives, "primaryObjective") !== undefined;

/** The sequencing's imsss:objectives (the one with a primaryObjective; a lone one without is taken as IMS SS too). */
export function imsssObjectives(sequencing: XmlNode | undefined): XmlNode | undefined {
  const all = children(sequencing, "objectives");
  return all.find(isImsss) ?? (all.length === 1 && !hasAdlMaps(all[0]) ? all[0] : undefined);
}

/** The sequencing's adlseq:objectives: an objectives element without primaryObjective beside (or instead of) IMS's. */
export function adlObjectives(sequencing: XmlNode | undefined): XmlNode | undefined {
  const imsss = imsssObjectives(sequencing);
  return children(sequencing, "objectives").find((o) => o !== imsss && !isImsss(o));
}

const ADL_FLAGS: [keyof ObjectiveMapDef, string, boolean][] = [
  ["readRaw", "readRawScore", true],
  ["readMin", "readMinScore", true],
  ["readMax", "readMaxScore", true],
  ["readCompletion", "readCompletionStatus", true],
  ["readProgress", "readProgressMeasure", true],
  ["writeRaw", "writeRawScore", false],
  ["writeMin", "writeMinScore", false],
  ["writeMax", "writeMaxScore", false],
  ["writeCompletion", "writeCompletionStatus", false],
  ["writeProgress", "writeProgressMeasure", false],
];

function hasAdlMaps(objectives: XmlNode | undefined): boolean {
  return children(objectives, "objective").some((o) =>
    children(o, "mapInfo").some((map) => ADL_FLAGS.some(([, name]) => attr(map, name) !== undefined)),
  );
}

/** One adlseq:mapInfo as a map with only ADL's flags (IMS's satisfied / measure flags off). */
function adlMap(node: XmlNode): ObjectiveMapDef | null {
  const target = attr(node, "targetObjectiveID");
  if (!target || !ID.test(target)) return null;
  const out: ObjectiveMapDef = {
    target,
    readSatisfied: false,
    readMeasure: false,
    writeSatisfied: false,
    writeMeasure: false,
  };
  for (const [key, name, fallback] of ADL_FLAGS)
    (out as unknown as Record<string, unknown>)[key] = flag(node, name, fallback);
  return out;
}

/**
 * Adds ADL's maps to the IMS objectives of the same objectiveID (adlseq:objective names a local objective; one
 * naming none is dropped, as is one without an id).
 */
export function withAdlMaps(objectives: ObjectiveDef[], adl: XmlNode | undefined): ObjectiveDef[] {
  const extra = new Map<string, ObjectiveMapDef[]>();
  for (const objective of children(adl, "objective")) {
    const id = attr(objective, "objectiveID");
    if (!id || !objectives.some((o) => o.id === id)) continue;
    const maps = children(objective, "mapInfo").flatMap((node) => adlMap(node) ?? []);
    extra.set(id, [...(extra.get(id) ?? []), ...maps]);
  }
  if (extra.size === 0) return objectives;
  return objectives.map((o) =>
    extra.has(o.id) ? { ...o, maps: [...o.maps, ...(extra.get(o.id) ?? [])].slice(0, MAX_MAPS) } : o,
  );
}

/** adlseq:objectivesGlobalToSystem on the organization: only an explicit "false" is kept (true is the default). */
export function globalToSystem(organization: XmlNode): Partial<SequencingDef> {
  return booleanAttr(organization, "objectivesGlobalToSystem") === false ? { objectivesGlobalToSystem: false } : {};
}
