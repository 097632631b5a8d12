import {
  type BlockSettings,
  type DiagramSpot,
  diagramSpotSchema,
  QUIZ_SPOTS_MAX,
  quizAnswerSchemas,
  quizDiagramSettingsSchema,
} from "@coursewright/course-model";
import { type Problem, readList, schemaProblems } from "../quizFillBlanksDropdown/list";

export type DiagramAnswer = Record<string, string>;

export const readSpots = (settings: BlockSettings): DiagramSpot[] => readList(settings.spots, diagramSpotSchema);

/** The answer to hand to onAnswer: for each spot the spot id whose label the learner placed on it. */
export function buildDiagramAnswer(
  placed: Readonly<Record<string, string>>,
  spots: readonly DiagramSpot[],
): DiagramAnswer {
  const ids = new Set(spots.map((spot) => spot.id));
  const answer: DiagramAnswer = {};
  for (const spot of spots) {
    const label = placed[spot.id];
    if (label && ids.has(label)) answer[spot.id] = label;
  }
  return answer;
}

/**
 * Places a label (the id of the spot it belongs to) on a spot. A label sits on one spot at a time, so it
 * leaves the spot it was on; "" takes the spot's label off.
 */
export function placeLabel(
  placed: Readonly<Record<string, string>>,
  spotId: string,
  labelId: string,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [spot, label] of Object.entries(placed)) if (label !== labelId && spot !== spotId) next[spot] = label;
  if (labelId) next[spotId] = labelId;
  return next;
}

export const diagramComplete = (placed: Readonly<Record<string, string>>, spots: readonly DiagramSpot[]): boolean =>
  spots.length > 0 && Object.keys(buildDiagramAnswer(placed, spots)).length === spots.length;

export function answeredPlacements(value: unknown): DiagramAnswer {
  const parsed = quizAnswerSchemas.quiz_diagram.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** What the author should fix: no image, no spots, too many, spots without a label. */
export function diagramProblems(settings: BlockSettings, hasImage: boolean): Problem[] {
  const base = "blocks.quiz.quiz_diagram";
  const problems: Problem[] = hasImage ? [] : [{ key: `${base}.problem_no_image` }];
  problems.push(
    ...schemaProblems(quizDiagramSettingsSchema, settings, (issue): Problem | null => {
      if (issue.path[0] !== "spots") return null;
      if (issue.path.length === 1) {
        if (issue.message === "validation.too_many")
          return { key: `${base}.problem_too_many`, values: { max: QUIZ_SPOTS_MAX } };
        return { key: `${base}.problem_no_spots` };
      }
      return {
        key: `${base}.problem_invalid`,
        values: { number: typeof issue.path[1] === "number" ? issue.path[1] + 1 : 0 },
      };
    }),
  );
  readSpots(settings).forEach((spot, index) => {
    if (spot.label.trim() === "") problems.push({ key: `${base}.problem_empty_label`, values: { number: index + 1 } });
  });
  return problems;
}
