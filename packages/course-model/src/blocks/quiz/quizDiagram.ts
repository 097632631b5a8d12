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

/** Labels placed on the spots of a diagram image (one media row): right when every label is on its spot. */
export const quizDiagramBlock = questionBlock(BLOCK_TYPE.QUIZ_DIAGRAM, {
  settingsSchema: quizDiagramSettingsSchema,
  ownDefaults: {
    spots: [
      { id: "s1", x: 25, y: 50, label: QUIZ_DEFAULT_TEXT_KEYS.option1 },
      { id: "s2", x: 75, y: 50, label: QUIZ_DEFAULT_TEXT_KEYS.option2 },
    ],
  },
});
