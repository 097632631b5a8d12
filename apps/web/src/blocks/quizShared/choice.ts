import {
  type BlockSettings,
  type ChoiceOption,
  choiceOptionSchema,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
} from "@coursewright/course-model";

export type ChoiceKind = "single" | "multiple";

/** A short id for a new item: letters, digits and '-' only, as quiz item ids must be. */
export const newQuizItemId = (): string => crypto.randomUUID().slice(0, 8);

/** The options as stored; malformed ones (content from elsewhere) are left out rather than drawn. */
/** An option as presented: the server adds a signed `image_url` when the option has an image. */
export type ShownChoiceOption = ChoiceOption & { image_url?: string };

export function readChoiceOptions(settings: BlockSettings): ShownChoiceOption[] {
  const options = settings.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) => {
    const parsed = choiceOptionSchema.safeParse(option);
    if (!parsed.success) return [];
    const url = (option as { image_url?: unknown }).image_url;
    return [typeof url === "string" ? { ...parsed.data, image_url: url } : parsed.data];
  });
}

/** The image an option shows, when it has one and its address is known. */
export const imageUrlOf = (option: ShownChoiceOption): string | null =>
  option.image_media_id !== null && option.image_media_id !== undefined && option.image_url ? option.image_url : null;

export const addOption = (options: readonly ChoiceOption[], id: string = newQuizItemId()): ChoiceOption[] =>
  options.length >= QUIZ_OPTIONS_MAX
    ? [...options]
    : [...options, { id, text: "", image_media_id: null, correct: false }];

export const removeOption = (options: readonly ChoiceOption[], id: string): ChoiceOption[] =>
  options.length <= QUIZ_OPTIONS_MIN ? [...options] : options.filter((option) => option.id !== id);

export const setOptionText = (options: readonly ChoiceOption[], id: string, text: string): ChoiceOption[] =>
  options.map((option) => (option.id === id ? { ...option, text } : option));

/** Marks an option right or wrong; in a single choice question marking one right unmarks the others. */
export function setOptionCorrect(
  options: readonly ChoiceOption[],
  id: string,
  correct: boolean,
  kind: ChoiceKind,
): ChoiceOption[] {
  return options.map((option) => {
    if (option.id === id) return { ...option, correct };
    return kind === "single" && correct ? { ...option, correct: false } : option;
  });
}

/** Moves an option one place up (-1) or down (+1); at either end it stays. */
export function moveOption(options: readonly ChoiceOption[], id: string, by: -1 | 1): ChoiceOption[] {
  const from = options.findIndex((option) => option.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= options.length) return [...options];
  const next = [...options];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** What is wrong with the options for the author, as catalog keys (with values) to show under the list. */
export function choiceProblems(
  options: readonly ChoiceOption[],
  kind: ChoiceKind,
): { key: string; values?: Record<string, number> }[] {
  const problems: { key: string; values?: Record<string, number> }[] = [];
  if (options.length < QUIZ_OPTIONS_MIN)
    problems.push({ key: "blocks.quiz.common.too_few_options", values: { min: QUIZ_OPTIONS_MIN } });
  const correct = options.filter((option) => option.correct).length;
  if (kind === "single" && correct !== 1) problems.push({ key: "blocks.quiz.quiz_single_choice.exactly_one_correct" });
  if (kind === "multiple" && correct < 1)
    problems.push({ key: "blocks.quiz.quiz_multiple_choice.at_least_one_correct" });
  options.forEach((option, index) => {
    if (option.text.trim() === "")
      problems.push({ key: "blocks.quiz.common.option_empty", values: { number: index + 1 } });
  });
  return problems;
}

/** The picked option ids of a stored answer (single: one id, multiple: a list), for showing it again. */
export function pickedIds(answerValue: unknown): string[] {
  if (typeof answerValue === "string") return [answerValue];
  if (Array.isArray(answerValue)) return answerValue.filter((id): id is string => typeof id === "string");
  return [];
}

/** The multiple choice answer: the picked ids in the author's order, each once. */
export const multipleAnswer = (options: readonly ChoiceOption[], picked: ReadonlySet<string>): string[] =>
  options.filter((option) => picked.has(option.id)).map((option) => option.id);
