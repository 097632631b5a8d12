import {
  getBlockTraits,
  interactionTypeOf,
  isQuizTypeName,
  type QuizBlock,
  type QuizTypeName,
  quizDiagramSettingsSchema,
  quizMatchingSettingsSchema,
  quizMultipleChoiceSettingsSchema,
  quizSingleChoiceSettingsSchema,
  scormInteraction,
} from "@coursewright/course-model";
import type { Activity, InteractionComponent, LanguageMap } from "./vocabulary";

/**
 * A question as an xAPI interaction activity (xAPI 1.0.3, 4.1.4.1 "Interaction Activities"): the definition's
 * interactionType, its components (choices, source, target) with our option ids as their ids, the
 * correctResponsesPattern where the question has a right answer, and result.response in the same format.
 * The formats are SCORM 2004's (xAPI took them from there), so the response and the pattern come from the
 * same builder the SCORM export uses: ids joined by "[,]", matching pairs "a[.]b", true-false "true"/"false".
 */

export interface XapiInteraction {
  definition: Pick<
    Activity["definition"],
    "interactionType" | "choices" | "source" | "target" | "correctResponsesPattern"
  >;
  response: string;
}

/** Texts of components: an LRS need not keep long ones; the language is unknown ("und", RFC 5646). */
const named = (text: string): LanguageMap => ({ und: [...text].slice(0, 500).join("") || "-" });

function settingsOf<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, block: QuizBlock) {
  const parsed = schema.safeParse(block.settings);
  return parsed.success ? (parsed.data as T) : null;
}

type Components = Pick<XapiInteraction["definition"], "choices" | "source" | "target">;

const COMPONENTS: Partial<Record<QuizTypeName, (block: QuizBlock) => Components>> = {
  quiz_single_choice(block) {
    const settings = settingsOf(quizSingleChoiceSettingsSchema, block);
    return settings ? { choices: settings.options.map((o) => ({ id: o.id, description: named(o.text) })) } : {};
  },
  quiz_multiple_choice(block) {
    const settings = settingsOf(quizMultipleChoiceSettingsSchema, block);
    return settings ? { choices: settings.options.map((o) => ({ id: o.id, description: named(o.text) })) } : {};
  },
  quiz_matching(block) {
    const settings = settingsOf(quizMatchingSettingsSchema, block);
    if (!settings) return {};
    return {
      source: settings.pairs.map((pair) => ({ id: pair.id, description: named(pair.left) })),
      target: settings.pairs.map((pair) => ({ id: pair.id, description: named(pair.right) })),
    };
  },
  // A diagram's spots are places on a picture: the source names them by their number as the learner saw it
  // ("1", "2"…), the target is the label each should get.
  quiz_diagram(block) {
    const settings = settingsOf(quizDiagramSettingsSchema, block);
    if (!settings) return {};
    return {
      source: settings.spots.map((spot, index) => ({ id: spot.id, description: named(String(index + 1)) })),
      target: settings.spots.map((spot) => ({ id: spot.id, description: named(spot.label) })),
    };
  },
};

const nonEmpty = (list: InteractionComponent[] | undefined) => (list && list.length > 0 ? list : undefined);

/**
 * The interaction of one answered question. `block` is the question as it is now (undefined when the author
 * deleted it since: then only the type is known, and the response is what the player stored).
 */
export function xapiInteraction(
  block: QuizBlock | undefined,
  position: { type: string; answerValue: unknown; answerText: string; correct: boolean },
): XapiInteraction {
  const interactionType = interactionTypeOf(position.type);
  const name = block ? getBlockTraits(block.type).name : position.type;
  if (!block || !isQuizTypeName(name) || name !== position.type) {
    const fallback = typeof position.answerValue === "boolean" ? String(position.answerValue) : position.answerText;
    return { definition: { interactionType }, response: fallback };
  }
  const interaction = scormInteraction({ ...block, id: 0 }, position.answerValue, { correct: position.correct });
  const components = COMPONENTS[name]?.(block) ?? {};
  const pattern = interaction.correct_response;
  return {
    definition: {
      interactionType: interaction.type,
      ...(nonEmpty(components.choices) ? { choices: components.choices } : {}),
      ...(nonEmpty(components.source) ? { source: components.source, target: components.target } : {}),
      // Open, audio and video answers have no right answer: no pattern (an empty one would say "answer nothing").
      ...(pattern !== "" ? { correctResponsesPattern: [pattern] } : {}),
    },
    response: interaction.learner_response,
  };
}
