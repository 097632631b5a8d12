/**
 * Small pure edits of the id-keyed lists inside question settings (blanks, options, pairs, spots), shared by
 * QUIZ-B's four question faces. Lists are never changed in place.
 */

/** A short id for a new item: letters and digits only (what quizItemIdSchema and SCORM allow). */
export function newQuizId(taken: readonly string[] = []): string {
  for (;;) {
    const id = crypto.randomUUID().replace(/-/g, "").slice(0, 8);
    if (!taken.includes(id)) return id;
  }
}

export const updateById = <T extends { id: string }>(items: readonly T[], id: string, patch: Partial<T>): T[] =>
  items.map((item) => (item.id === id ? { ...item, ...patch } : item));

export const removeById = <T extends { id: string }>(items: readonly T[], id: string): T[] =>
  items.filter((item) => item.id !== id);

/** Moves an item one place up (-1) or down (+1); at either end it stays. */
export function moveById<T extends { id: string }>(items: readonly T[], id: string, by: -1 | 1): T[] {
  const from = items.findIndex((item) => item.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The items of a settings list that have the shape `schema` checks; malformed entries are left out. */
export function readList<T>(
  value: unknown,
  schema: { safeParse(input: unknown): { success: boolean; data?: T } },
): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data as T] : [];
  });
}

/** A problem of the edited settings, as an app catalog key and its values, shown under the editor. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

interface Issue {
  path: PropertyKey[];
  message: string;
}

/**
 * The schema's issues on the edited settings, each turned into a problem by `describe` (null: not worth a
 * line of its own); problems repeat once only.
 */
export function schemaProblems(
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: Issue[] } } },
  settings: unknown,
  describe: (issue: Issue) => Problem | null,
): Problem[] {
  const parsed = schema.safeParse(settings);
  if (parsed.success || !parsed.error) return [];
  const seen = new Set<string>();
  return parsed.error.issues.flatMap((issue) => {
    const problem = describe(issue);
    if (!problem) return [];
    const key = JSON.stringify(problem);
    if (seen.has(key)) return [];
    seen.add(key);
    return [problem];
  });
}

/** A list position in an issue path (["blanks", 2, "options"] -> 3 for "blank 3"), or 0 when there is none. */
export const itemNumber = (path: PropertyKey[], index: number): number => {
  const at = path[index];
  return typeof at === "number" ? at + 1 : 0;
};
