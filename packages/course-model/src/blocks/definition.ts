import type { z } from "zod";
import { type BlockLayout, getBlockLayout } from "./layout";
import { type BlockSettings, DEFAULT_FEEDBACK_KEYS } from "./settings";
import { type BlockTraits, getBlockTraits } from "./traits";
import type { BlockTypeCode } from "./types";

/**
 * Everything course-model knows about one block type: its traits (traits.ts, free of zod for the player), its
 * place on the grid and media (layout.ts) and its settings. The web adds its two faces (Editor, View) in apps/web/src/blocks/<name>/.
 */
export interface BlockDefinition extends BlockTraits, BlockLayout {
  /** Its settings: the common keys plus its own. */
  settingsSchema: z.ZodType<BlockSettings>;
  /** Settings of a new block; feedback texts are i18n keys until the builder translates them. */
  defaultSettings: BlockSettings;
}

/** A block type: its traits, layout and settings. */
export function defineBlock(
  code: BlockTypeCode,
  settings: Pick<BlockDefinition, "settingsSchema" | "defaultSettings">,
): BlockDefinition {
  return { ...getBlockTraits(code), ...getBlockLayout(code), ...settings };
}

/**
 * A question type: the quiz defaults every question starts with (spec 4), then the type's own settings. The
 * default feedback texts belong to judged types only.
 */
export function quizBlock(
  code: BlockTypeCode,
  settings: { settingsSchema: z.ZodType<BlockSettings>; ownDefaults: BlockSettings },
): BlockDefinition {
  const traits = getBlockTraits(code);
  return {
    ...traits,
    ...getBlockLayout(code),
    settingsSchema: settings.settingsSchema,
    defaultSettings: {
      show_correct_answer: true,
      show_answer_feedback: true,
      // Only judged answers are right or wrong: an open, audio or video answer is only "sent", so it starts
      // with no praise or reproach to show after it (the author may write a "sent" text of their own).
      ...(traits.scorable
        ? {
            question_counts_in_score: true,
            correct_answer_feedback: DEFAULT_FEEDBACK_KEYS.correct,
            incorrect_answer_feedback: DEFAULT_FEEDBACK_KEYS.incorrect,
          }
        : {}),
      ...settings.ownDefaults,
    },
  };
}
