import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import {
  checkUniqueIds,
  QUIZ_DEFAULT_TEXT_KEYS,
  QUIZ_SPOTS_MAX,
  questionBlock,
  quizItemIdSchema,
  quizItemTextSchema,
} from "./common";

const percent = z
  .number({ error: "validation.invalid" })
  .min(0, { error: "validation.min_value" })
  .max(100, { error: "validation.max_value" });

/** A spot on the diagram image (percent of the image, like hotspots) and the label that belongs there. */
export const diagramSpotSchema = z.object({ id: quizItemIdSchema, x: percent, y: percent, label: quizItemTextSchema });
export type DiagramSpot = z.infer<typeof diagramSpotSchema>;

export const quizDiagramSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    spots: z
      .array(diagramSpotSchema, { error: "validation.invalid" })
      .min(1, { error: "validation.min_value" })
      .max(QUIZ_SPOTS_MAX, { error: "validation.too_many" }),
  })
  .superRefine((settings, ctx) => checkUniqueIds(settings.spots, ctx, ["spots"]));
export type QuizDiagramSettings = z.infer<typeof quizDiagramSettingsSchema>;

/**
 * How far apart (in percent of the image's height) two spots' rows must be for their placed labels never to
 * meet: a label is drawn beside its spot, towards the image's middle, up to 60 % of the image wide, so two spots
 * on one row meet whatever their distance; a row holds the label's line (about 28 px) on an image of the
 * block's smallest height (180 px) with room to spare.
 */
export const DIAGRAM_LABEL_ROW_PERCENT = 20;

/** Two spots whose placed labels cannot cover each other (rows apart). */
export const diagramSpotsClear = (a: Pick<DiagramSpot, "y">, b: Pick<DiagramSpot, "y">): boolean =>
  Math.abs(a.y - b.y) >= DIAGRAM_LABEL_ROW_PERCENT;

/** Where new spots go, in order of preference: rows apart, sides alternating (a label faces the middle). */
export const DIAGRAM_SPOT_PLACES: readonly { x: number; y: number }[] = [
  { x: 25, y: 30 },
  { x: 75, y: 70 },
  { x: 75, y: 10 },
  { x: 25, y: 90 },
  { x: 25, y: 50 },
  { x: 75, y: 50 },
  { x: 25, y: 10 },
  { x: 75, y: 90 },
  { x: 75, y: 30 },
  { x: 25, y: 70 },
];

/**
 * The place for a new spot: the first of DIAGRAM_SPOT_PLACES whose row is clear of every spot's; when none is
 * (many spots), the one furthest from its nearest spot, so labels overlap as little as they can.
 */
export function nextDiagramSpotPlace(spots: readonly Pick<DiagramSpot, "x" | "y">[]): { x: number; y: number } {
  const clear = DIAGRAM_SPOT_PLACES.find((place) => spots.every((spot) => diagramSpotsClear(place, spot)));
  if (clear) return { ...clear };
  const nearest = (place: { x: number; y: number }) =>
    Math.min(...spots.map((spot) => Math.hypot(place.x - spot.x, place.y - spot.y)));
  let best = DIAGRAM_SPOT_PLACES[0] ?? { x: 50, y: 50 };
  for (const place of DIAGRAM_SPOT_PLACES) if (nearest(place) > nearest(best)) best = place;
  return { ...best };
}

/** Labels placed on the spots of a diagram image (one media row): right when every label is on its spot. */
export const quizDiagramBlock = questionBlock(BLOCK_TYPE.QUIZ_DIAGRAM, {
  settingsSchema: quizDiagramSettingsSchema,
  ownDefaults: {
    spots: [
      // The first two of DIAGRAM_SPOT_PLACES: their labels face each other, so they sit in rows apart.
      { id: "s1", x: 25, y: 30, label: QUIZ_DEFAULT_TEXT_KEYS.option1 },
      { id: "s2", x: 75, y: 70, label: QUIZ_DEFAULT_TEXT_KEYS.option2 },
    ],
  },
});
