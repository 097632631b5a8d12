// IMS Simple Sequencing as SCORM 2004 uses it (SN book): the activity tree a manifest defines, read at import into
// plain JSON (kept with the package), and the tracking state the engine keeps per learner and attempt (kept with
// the SCOs' CMI data). Only the parts real packages use are modelled; anything else in a manifest is ignored.

export type RuleCondition =
  | "satisfied"
  | "objectiveStatusKnown"
  | "objectiveMeasureKnown"
  | "objectiveMeasureGreaterThan"
  | "objectiveMeasureLessThan"
  | "completed"
  | "activityProgressKnown"
  | "attempted"
  | "attemptLimitExceeded"
  | "always";

export interface ConditionDef {
  condition: RuleCondition;
  /** operator="not". */
  not?: boolean;
  /** referencedObjective: a local objective id (the primary objective when absent). */
  objective?: string;
  /** measureThreshold of the measure comparisons (-1..1). */
  threshold?: number;
}

export type PreAction = "skip" | "disabled" | "hiddenFromChoice" | "stopForwardTraversal";
export type ExitAction = "exit";
export type PostAction = "exitParent" | "exitAll" | "retry" | "retryAll" | "continue" | "previous";

/** A rule's conditionCombination (IMS SS vocabulary). */
export type ConditionCombination = "all" | "any";

export interface SequencingRuleDef<Action extends string = string> {
  /** conditionCombination: "all" by default for sequencing rules. */
  combination: ConditionCombination;
  conditions: ConditionDef[];
  action: Action;
}

export type RollupAction = "satisfied" | "notSatisfied" | "completed" | "incomplete";

export interface RollupRuleDef {
  childSet: "all" | "any" | "none" | "atLeastCount" | "atLeastPercent";
  minimumCount?: number;
  /** 0..1. */
  minimumPercent?: number;
  /** "any" by default for rollup rules. */
  combination: ConditionCombination;
  conditions: ConditionDef[];
  action: RollupAction;
}

export interface ObjectiveMapDef {
  target: string;
  readSatisfied: boolean;
  readMeasure: boolean;
  writeSatisfied: boolean;
  writeMeasure: boolean;
  /**
   * SCORM 2004 4th Edition adlseq:mapInfo: completion status, progress measure and raw / min / max score read from
   * and written to the global objective (absent: false, as on an imsss:mapInfo).
   */
  readCompletion?: boolean;
  readProgress?: boolean;
  readRaw?: boolean;
  readMin?: boolean;
  readMax?: boolean;
  writeCompletion?: boolean;
  writeProgress?: boolean;
  writeRaw?: boolean;
  writeMin?: boolean;
  writeMax?: boolean;
}

export interface ObjectiveDef {
  /** objectiveID; a primary objective may lack one (it then maps nothing). */
  id: string;
  primary: boolean;
  satisfiedByMeasure: boolean;
  /** minNormalizedMeasure (1.0 by default). */
  minMeasure: number;
  maps: ObjectiveMapDef[];
}

export type RollupConsideration = "always" | "ifAttempted" | "ifNotSkipped" | "ifNotSuspended";

/** imsss:randomizationControls timings (SN SR.1 / SR.2). */
export type SelectionTiming = "never" | "once" | "onEachNewAttempt";

/** An item's sequencing; every field absent means the standard's default. */
export type SequencingDef = {
  choice?: boolean;
  choiceExit?: boolean;
  flow?: boolean;
  forwardOnly?: boolean;
  pre?: SequencingRuleDef<PreAction>[];
  exit?: SequencingRuleDef<ExitAction>[];
  post?: SequencingRuleDef<PostAction>[];
  attemptLimit?: number;
  rollupRules?: RollupRuleDef[];
  rollupObjectiveSatisfied?: boolean;
  rollupProgressCompletion?: boolean;
  objectiveMeasureWeight?: number;
  objectives?: ObjectiveDef[];
  tracked?: boolean;
  completionSetByContent?: boolean;
  objectiveSetByContent?: boolean;
  requiredForSatisfied?: RollupConsideration;
  requiredForNotSatisfied?: RollupConsideration;
  requiredForCompleted?: RollupConsideration;
  requiredForIncomplete?: RollupConsideration;
  /** adlseq:rollupConsiderations measureSatisfactionIfActive (true by default). */
  measureSatisfactionIfActive?: boolean;
  /** imsss:randomizationControls: selectCount children chosen, and their order shuffled, per the timings. */
  selectionTiming?: SelectionTiming;
  selectCount?: number;
  randomizationTiming?: SelectionTiming;
  reorderChildren?: boolean;
  /** adlseq:constrainedChoiceConsiderations (false by default). */
  constrainChoice?: boolean;
  preventActivation?: boolean;
  /**
   * adlseq:objectivesGlobalToSystem of the organization (read on the root only): false scopes the global
   * objectives to this package's attempt; true (the default) shares them with the learner's other packages.
   */
  objectivesGlobalToSystem?: boolean;
};

/** One item of the organization (the organization itself is the root). */
export interface ActivityDef {
  id: string;
  title: string;
  /** isvisible="false" hides it from the learner's tree (its children still show). */
  hidden?: true;
  /** The ScormSco identifier a leaf launches (its item identifier); absent on clusters. */
  sco?: string;
  children: ActivityDef[];
  sequencing?: SequencingDef;
}

/** Objective progress as the engine tracks it; a field absent is "unknown". */
export interface ObjectiveState {
  satisfied?: boolean;
  measure?: number;
  /** 4th Edition: the objective's completion status, progress measure (0..1) and raw / min / max score. */
  completed?: boolean;
  progress?: number;
  raw?: number;
  min?: number;
  max?: number;
}

export interface ActivityState {
  /** Attempts begun on the activity. */
  attempts: number;
  active?: true;
  suspended?: true;
  /** Attempt progress: absent while unknown. */
  completed?: boolean;
  /** The primary objective's progress. */
  primary?: ObjectiveState;
  /** Other local objectives by id. */
  objectives?: Record<string, ObjectiveState>;
  /** The activity was skipped by a precondition rule during the current attempt of its parent. */
  skipped?: true;
  /** Display only: the SCO reported a success status (or a score deciding it) in this activity's attempts. */
  tested?: true;
}

/** A cluster's children as randomizationControls chose them, for the attempt they were chosen for. */
export interface ChildOrder {
  attempt: number;
  /** The selected children's ids in the learner's order. */
  ids: string[];
}

/** The learner's sequencing state of one package (per attempt of the course). */
export interface SequencingState {
  /** The activity the learner is in (delivered last), or null before start / after the session ended. */
  current: string | null;
  suspended: string | null;
  /** exitAll (or the root's exit) ended the sequencing session. */
  ended?: true;
  /** The current activity's termination rules (exit, post conditions) have run since it ended. */
  exited?: true;
  activities: Record<string, ActivityState>;
  /** Global (shared) objectives by targetObjectiveID. */
  globals: Record<string, ObjectiveState>;
  /** Clusters with randomizationControls: the order (and selection) of their children the learner sees. */
  orders?: Record<string, ChildOrder>;
}

export type NavRequest =
  | { type: "start" | "resumeAll" | "continue" | "previous" | "exit" | "exitAll" | "suspendAll" }
  | { type: "abandon" | "abandonAll" }
  | { type: "choice" | "jump"; target: string };

/** The navigation answer: the activity to deliver (null: nothing, the session may have ended), or an SN error code. */
export type NavResult =
  | { ok: true; state: SequencingState; deliver: string | null }
  | { ok: false; error: string; state: SequencingState };

/** What a SCO's cmi.objectives.n says about one objective. */
export interface ObjectiveOutcome {
  success?: "passed" | "failed";
  scaled?: number;
  completion?: "completed" | "incomplete";
  progress?: number;
  raw?: number;
  min?: number;
  max?: number;
}

/** What a SCO's run-time data says about its activity, read at its termination. */
export interface ScoOutcome {
  completion?: "completed" | "incomplete";
  success?: "passed" | "failed";
  /** cmi.score.scaled. */
  scaled?: number;
  /** cmi.progress_measure and cmi.score.raw / min / max (4th Edition maps share them). */
  progress?: number;
  raw?: number;
  min?: number;
  max?: number;
  /** cmi.objectives by id. */
  objectives?: Record<string, ObjectiveOutcome>;
  /** cmi.exit = "suspend". */
  suspend?: boolean;
}
