import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import {
  checkUniqueIds,
  optionListSchema,
  QUIZ_DEFAULT_TEXT_KEYS,
  questionBlock,
  quizItemIdSchema,
  quizItemTextSchema,
} from "./common";

/** A left item and the right item that belongs to it; the view shuffles the right column. */
export const matchingPairSchema = z.object({
  id: quizItemIdSchema,
  left: quizItemTextSchema,
  right: quizItemTextSchema,
});
export type MatchingPair = z.infer<typeof matchingPairSchema>;

export const quizMatchingSettingsSchema = z
  .object({ ...commonBlockSettingsShape, pairs: optionListSchema(matchingPairSchema) })
  .superRefine((settings, ctx) => checkUniqueIds(settings.pairs, ctx, ["pairs"]));
export type QuizMatchingSettings = z.infer<typeof quizMatchingSettingsSchema>;

/** Pairs to match: right when every left item is paired with its own right item. */
export const quizMatchingBlock = questionBlock(BLOCK_TYPE.QUIZ_MATCHING, {
  settingsSchema: quizMatchingSettingsSchema,
  ownDefaults: {
    pairs: [
      { id: "p1", left: QUIZ_DEFAULT_TEXT_KEYS.left1, right: QUIZ_DEFAULT_TEXT_KEYS.right1 },
      { id: "p2", left: QUIZ_DEFAULT_TEXT_KEYS.left2, right: QUIZ_DEFAULT_TEXT_KEYS.right2 },
    ],
  },
});
