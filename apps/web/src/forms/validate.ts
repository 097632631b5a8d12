interface SchemaIssue {
  path: PropertyKey[];
  message: string;
  /** zod's bound of a too_small / too_big issue, for messages like "at least {{min}} characters". */
  minimum?: unknown;
  maximum?: unknown;
}

/** The part of a zod schema the forms use (structural, so the web needs no zod import of its own). */
export interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<SchemaIssue> } };
}

export type Translate = (key: string, params?: Record<string, string | number>) => string;

function bound(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return undefined;
}

/**
 * Client-side checks with the course-model schemas (the same the server runs). Their messages are
 * i18n keys; the first problem of each field is shown, translated.
 */
export function schemaErrors(schema: SafeParser, values: unknown, translate: Translate): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    if (!field || field in errors) continue;
    const params: Record<string, number> = {};
    const min = bound(issue.minimum);
    const max = bound(issue.maximum);
    if (min !== undefined) params.min = min;
    if (max !== undefined) params.max = max;
    errors[field] = translate(issue.message, params);
  }
  return errors;
}
