import {
  type BlockSettings,
  type MatchingPair,
  matchingPairSchema,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  quizAnswerSchemas,
  quizMatchingSettingsSchema,
} from "@coursewright/course-model";
import { type Problem, readList, schemaProblems } from "../quizFillBlanksDropdown/list";

export type MatchingAnswer = Record<string, string>;

export const readPairs = (settings: BlockSettings): MatchingPair[] => readList(settings.pairs, matchingPairSchema);

/** The answer to hand to onAnswer: for each left item (pair id) the pair id of the right item put beside it. */
export function buildMatchingAnswer(
  chosen: Readonly<Record<string, string>>,
  pairs: readonly MatchingPair[],
): MatchingAnswer {
  const ids = new Set(pairs.map((pair) => pair.id));
  const answer: MatchingAnswer = {};
  for (const pair of pairs) {
    const right = chosen[pair.id];
    if (right && ids.has(right)) answer[pair.id] = right;
  }
  return answer;
}

/** The learner may check once every left item has a right item beside it. */
export const matchingComplete = (chosen: Readonly<Record<string, string>>, pairs: readonly MatchingPair[]): boolean =>
  pairs.length > 0 && Object.keys(buildMatchingAnswer(chosen, pairs)).length === pairs.length;

export function answeredMatches(value: unknown): MatchingAnswer {
  const parsed = quizAnswerSchemas.quiz_matching.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** What the author should fix: too few or too many pairs, and pairs with an empty side. */
export function matchingProblems(settings: BlockSettings): Problem[] {
  const base = "blocks.quiz.quiz_matching";
  const problems = schemaProblems(quizMatchingSettingsSchema, settings, (issue): Problem | null => {
    if (issue.path[0] !== "pairs") return null;
    if (issue.path.length === 1) {
      if (issue.message === "validation.too_many")
        return { key: `${base}.problem_too_many`, values: { max: QUIZ_OPTIONS_MAX } };
      return { key: `${base}.problem_few_pairs`, values: { min: QUIZ_OPTIONS_MIN } };
    }
    return {
      key: `${base}.problem_invalid`,
      values: { number: typeof issue.path[1] === "number" ? issue.path[1] + 1 : 0 },
    };
  });
  readPairs(settings).forEach((pair, index) => {
    if (pair.left.trim() === "" || pair.right.trim() === "") {
      problems.push({ key: `${base}.problem_empty_pair`, values: { number: index + 1 } });
    }
  });
  return problems;
}
