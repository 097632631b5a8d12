// imsss:sequencing of a SCORM 2004 manifest read into course-model's activity definitions (issue 16 item 5).
// Elements and values outside the IMS SS vocabulary are dropped one by one, never an error: the package still
// imports and the part that made sense still sequences. An item's IDRef names an entry of the
// sequencingCollection; the item's own elements win element by element (ADL CAM 3.4.1.4). References are
// followed one level only, so a collection entry naming another (or itself) cannot loop.
import type {
  ActivityDef,
  ConditionCombination,
  ConditionDef,
  ObjectiveDef,
  RollupConsideration,
  RollupRuleDef,
  SequencingDef,
  SequencingRuleDef,
} from "@coursewright/course-model";
import { hasSequencing } from "@coursewright/course-model";
import {
  adlControls,
  adlObjectives,
  globalToSystem,
  imsssObjectives,
  randomization,
  withAdlMaps,
} from "./manifestAdlseq";
import { attr, child, children, flag, text, type XmlNode } from "./manifestData";

const RULE_CONDITIONS = new Set([
  "satisfied",
  "objectiveStatusKnown",
  "objectiveMeasureKnown",
  "objectiveMeasureGreaterThan",
  "objectiveMeasureLessThan",
  "completed",
  "activityProgressKnown",
  "attempted",
  "attemptLimitExceeded",
  "always",
]);
const PRE = new Set(["skip", "disabled", "hiddenFromChoice", "stopForwardTraversal"]);
const POST = new Set(["exitParent", "exitAll", "retry", "retryAll", "continue", "previous"]);
const ROLLUP_ACTIONS = new Set(["satisfied", "notSatisfied", "completed", "incomplete"]);
const CHILD_SETS = new Set(["all", "any", "none", "atLeastCount", "atLeastPercent"]);
const CONSIDERATIONS = new Set(["always", "ifAttempted", "ifNotSkipped", "ifNotSuspended"]);
/** Bounds on what one hostile manifest may make the engine evaluate. */
const MAX_RULES = 50;
const MAX_OBJECTIVES = 100;
const ID = /^\S{1,4000}$/;

function number(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

function conditions(parent: XmlNode | undefined, name: string): ConditionDef[] {
  return children(parent, name).flatMap((node): ConditionDef[] => {
    const condition = attr(node, "condition");
    if (!condition || !RULE_CONDITIONS.has(condition)) return [];
    const out: ConditionDef = { condition: condition as ConditionDef["condition"] };
    if (attr(node, "operator") === "not") out.not = true;
    const objective = attr(node, "referencedObjective");
    if (objective) out.objective = objective;
    const threshold = number(attr(node, "measureThreshold"), -1, 1);
    if (threshold !== undefined) out.threshold = threshold;
    return [out];
  });
}

const COMBINATIONS: readonly string[] = ["all", "any"] satisfies ConditionCombination[];
const combination = (node: XmlNode | undefined, fallback: ConditionCombination): ConditionCombination => {
  const value = attr(node, "conditionCombination");
  return value !== undefined && COMBINATIONS.includes(value) ? (value as ConditionCombination) : fallback;
};

function rules<A extends string>(parent: XmlNode | undefined, name: string, actions: Set<string>) {
  return children(parent, name)
    .slice(0, MAX_RULES)
    .flatMap((rule): SequencingRuleDef<A>[] => {
      const action = attr(child(rule, "ruleAction"), "action");
      const group = child(rule, "ruleConditions");
      const list = conditions(group, "ruleCondition");
      if (!action || !actions.has(action) || list.length === 0) return [];
      return [{ combination: combination(group, "all"), conditions: list, action: action as A }];
    });
}

function rollupRules(node: XmlNode | undefined): RollupRuleDef[] {
  return children(node, "rollupRule")
    .slice(0, MAX_RULES)
    .flatMap((rule): RollupRuleDef[] => {
      const action = attr(child(rule, "rollupAction"), "action");
      const group = child(rule, "rollupConditions");
      const list = conditions(group, "rollupCondition");
      const childSet = attr(rule, "childActivitySet") ?? "all";
      if (!action || !ROLLUP_ACTIONS.has(action) || !CHILD_SETS.has(childSet) || list.length === 0) return [];
      const out: RollupRuleDef = {
        childSet: childSet as RollupRuleDef["childSet"],
        combination: combination(group, "any"),
        conditions: list,
        action: action as RollupRuleDef["action"],
      };
      const count = number(attr(rule, "minimumCount"), 0, 100_000);
      if (count !== undefined) out.minimumCount = Math.floor(count);
      const percent = number(attr(rule, "minimumPercent"), 0, 1);
      if (percent !== undefined) out.minimumPercent = percent;
      return [out];
    });
}

function objective(node: XmlNode, primary: boolean): ObjectiveDef | null {
  const id = attr(node, "objectiveID");
  // A non-primary objective without an id can be neither referenced nor reported: it is dropped.
  if (!primary && (!id || !ID.test(id))) return null;
  const maps = children(node, "mapInfo").flatMap((map) => {
    const target = attr(map, "targetObjectiveID");
    if (!target || !ID.test(target)) return [];
    return [
      {
        target,
        readSatisfied: flag(map, "readSatisfiedStatus", true),
        readMeasure: flag(map, "readNormalizedMeasure", true),
        writeSatisfied: flag(map, "writeSatisfiedStatus", false),
        writeMeasure: flag(map, "writeNormalizedMeasure", false),
      },
    ];
  });
  return {
    id: id && ID.test(id) ? id : "",
    primary,
    satisfiedByMeasure: flag(node, "satisfiedByMeasure", false),
    minMeasure: number(text(child(node, "minNormalizedMeasure")), -1, 1) ?? 1,
    maps: maps.slice(0, MAX_OBJECTIVES),
  };
}

function objectives(node: XmlNode | undefined): ObjectiveDef[] {
  const primary = child(node, "primaryObjective");
  const list = [
    ...(primary ? [objective(primary, true)] : []),
    ...children(node, "objective").map((o) => objective(o, false)),
  ].filter((o): o is ObjectiveDef => o !== null);
  const seen = new Set<string>();
  return list.filter((o) => o.primary || (!seen.has(o.id) && seen.add(o.id))).slice(0, MAX_OBJECTIVES);
}

function boolAttr(out: SequencingDef, key: keyof SequencingDef, node: XmlNode | undefined, name: string): void {
  const value = attr(node, name)?.toLowerCase();
  if (value === "true" || value === "false") (out as Record<string, unknown>)[key] = value === "true";
}

function consideration(node: XmlNode | undefined, name: string): RollupConsideration | undefined {
  const value = attr(node, name);
  return value && CONSIDERATIONS.has(value) ? (value as RollupConsideration) : undefined;
}

/** The item's (or organization's) sequencing, or undefined when it has none. */
export function sequencingDef(owner: XmlNode, collection: Map<string, XmlNode>): SequencingDef | undefined {
  const own = child(owner, "sequencing");
  if (!own) return undefined;
  const shared = collection.get(attr(own, "IDRef") ?? "");
  /** The element from the item's own sequencing, else from the collection entry it names. */
  const part = (name: string) => child(own, name) ?? child(shared, name);
  const out: SequencingDef = {};
  const control = part("controlMode");
  boolAttr(out, "choice", control, "choice");
  boolAttr(out, "choiceExit", control, "choiceExit");
  boolAttr(out, "flow", control, "flow");
  boolAttr(out, "forwardOnly", control, "forwardOnly");
  const seqRules = part("sequencingRules");
  const pre = rules<"skip">(seqRules, "preConditionRule", PRE);
  const exit = rules<"exit">(seqRules, "exitConditionRule", new Set(["exit"]));
  const post = rules<"retry">(seqRules, "postConditionRule", POST);
  if (pre.length > 0) out.pre = pre as SequencingDef["pre"];
  if (exit.length > 0) out.exit = exit;
  if (post.length > 0) out.post = post as SequencingDef["post"];
  const limit = number(attr(part("limitConditions"), "attemptLimit"), 0, 1_000_000);
  if (limit) out.attemptLimit = Math.floor(limit);
  const rollup = part("rollupRules");
  const ruleList = rollupRules(rollup);
  if (ruleList.length > 0) out.rollupRules = ruleList;
  boolAttr(out, "rollupObjectiveSatisfied", rollup, "rollupObjectiveSatisfied");
  boolAttr(out, "rollupProgressCompletion", rollup, "rollupProgressCompletion");
  const weight = number(attr(rollup, "objectiveMeasureWeight"), 0, 1);
  if (weight !== undefined) out.objectiveMeasureWeight = weight;
  const objectiveList = withAdlMaps(
    objectives(imsssObjectives(own) ?? imsssObjectives(shared)),
    adlObjectives(own) ?? adlObjectives(shared),
  );
  if (objectiveList.length > 0) out.objectives = objectiveList;
  Object.assign(out, randomization(part("randomizationControls")));
  const delivery = part("deliveryControls");
  boolAttr(out, "tracked", delivery, "tracked");
  boolAttr(out, "completionSetByContent", delivery, "completionSetByContent");
  boolAttr(out, "objectiveSetByContent", delivery, "objectiveSetByContent");
  const considerations = part("rollupConsiderations");
  const required = {
    requiredForSatisfied: consideration(considerations, "requiredForSatisfied"),
    requiredForNotSatisfied: consideration(considerations, "requiredForNotSatisfied"),
    requiredForCompleted: consideration(considerations, "requiredForCompleted"),
    requiredForIncomplete: consideration(considerations, "requiredForIncomplete"),
  };
  for (const [key, value] of Object.entries(required)) if (value) (out as Record<string, unknown>)[key] = value;
  Object.assign(out, adlControls(part("constrainedChoiceConsiderations"), considerations));
  return out;
}

/** Bounds the depth of a hostile manifest's nesting (no real package comes near). */
const MAX_DEPTH = 32;

/**
 * The organization as an activity tree: clusters and the leaves that launch one of `launchable` (the SCOs the
 * import kept, by item identifier). Leaves launching nothing and clusters left empty are dropped. Sequencing is
 * read for SCORM 2004 only.
 */
export function activityTree(
  organization: XmlNode,
  launchable: Set<string>,
  collection: Map<string, XmlNode> | null,
): ActivityDef | undefined {
  const seen = new Set<string>();
  const visit = (node: XmlNode, depth: number, isRoot: boolean): ActivityDef | undefined => {
    const id = attr(node, "identifier") ?? "";
    if (!id || seen.has(id)) return undefined;
    seen.add(id);
    const kids =
      depth >= MAX_DEPTH
        ? []
        : children(node, "item").flatMap((item) => {
            const activity = visit(item, depth + 1, false);
            return activity ? [activity] : [];
          });
    const launches = launchable.has(id) && kids.length === 0;
    if (!isRoot && !launches && kids.length === 0) return undefined;
    const activity: ActivityDef = { id, title: text(child(node, "title")) ?? id, children: kids };
    if (launches) activity.sco = id;
    if (attr(node, "isvisible")?.toLowerCase() === "false") activity.hidden = true;
    const sequencing = collection ? sequencingDef(node, collection) : undefined;
    if (sequencing) activity.sequencing = sequencing;
    return activity;
  };
  const root = visit(organization, 0, true);
  if (!root || root.children.length === 0) return undefined;
  // The organization's objectivesGlobalToSystem scopes the whole package's global objectives (of a sequenced
  // package only: on its own it must not turn a plain package into one with SN's defaults).
  const scope = collection && hasSequencing(root) ? globalToSystem(organization) : {};
  if (Object.keys(scope).length > 0) root.sequencing = { ...root.sequencing, ...scope };
  return root;
}
