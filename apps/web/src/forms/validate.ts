/** The part of a zod schema the forms use (structural, so the web needs no zod import of its own). */
export interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type Translate = (key: string) => string;

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
    if (field && !(field in errors)) errors[field] = translate(issue.message);
  }
  return errors;
}
